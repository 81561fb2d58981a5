package org.ringgames.web.problem;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.time.temporal.Temporal;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A request body Jackson could not read, told in the terms of JSON and the API: which member, what
 * was expected, what was found. Jackson's own messages name Java types ({@code GameBodies$Move},
 * {@code java.lang.Integer}) and say "deserialize"; a client wrote JSON and needs none of that.
 *
 * <p>The member is a dotted path from the body's top ({@code seats.north.engine.level}, with
 * {@code [i]} for array elements); {@code field}, {@code line} and {@code column} extension
 * members carry it for programs.
 */
final class JsonBodyErrors {

    private JsonBodyErrors() {
    }

    /** The detail and extension members of a 400 malformed-request for this failure. */
    static Problem problem(JsonProcessingException e, String instance) {
        Optional<String> member = member(e);
        Map<String, Object> members = new LinkedHashMap<>();
        member.ifPresent(m -> members.put("field", m));
        String detail = detail(e, member);
        JsonLocation where = e.getLocation();
        if (where != null && where.getLineNr() > 0) {
            members.put("line", where.getLineNr());
            members.put("column", where.getColumnNr());
            detail += " (line " + where.getLineNr() + ", column " + where.getColumnNr() + ")";
        }
        return Problem.of(ProblemType.MALFORMED_REQUEST, 400, detail, instance, members);
    }

    private static String detail(JsonProcessingException e, Optional<String> member) {
        String at = member.map(m -> "member '" + m + "': ").orElse("the body: ");
        if (e instanceof UnrecognizedPropertyException unknown) {
            return "unknown member '" + member.orElse(unknown.getPropertyName()) + "'" + known(unknown);
        }
        if (e instanceof MismatchedInputException mismatch) {
            if (mismatch.getMessage() != null && mismatch.getMessage().startsWith("Trailing token")) {
                return "the body: more JSON follows the body's one value";
            }
            return at + "expected " + expected(mismatch.getTargetType()) + found(mismatch);
        }
        // Inside a member, the parser's own failures come wrapped in a JsonMappingException that
        // carries the member's path: the wrapped one says what is wrong.
        JsonProcessingException failure = e instanceof JsonMappingException && e.getCause() instanceof
                JsonProcessingException cause ? cause : e;
        if (failure instanceof InputCoercionException) {
            Matcher number = NUMBER.matcher(String.valueOf(failure.getOriginalMessage()));
            return at + "the number " + (number.find() ? number.group(1) + " " : "") + "is out of range";
        }
        if (failure instanceof JsonMappingException) {
            return at + "not a valid value";
        }
        return "the body is not valid JSON" + member.map(m -> " in member '" + m + "'").orElse("") + ": "
                + plain(failure.getOriginalMessage());
    }

    /** The number of Jackson's "Numeric value (99999999999) out of range of int". */
    private static final Pattern NUMBER = Pattern.compile("Numeric value \\(([^)]{1,40})\\)");

    /** The members the object does take, when Jackson knows them: {@code ; the members are a, b}. */
    private static String known(UnrecognizedPropertyException e) {
        Collection<Object> ids = e.getKnownPropertyIds();
        if (ids == null || ids.isEmpty()) {
            return "";
        }
        List<String> names = new ArrayList<>();
        ids.forEach(id -> names.add(String.valueOf(id)));
        names.sort(null);
        return "; the members " + (e.getPath().size() > 1 ? "there " : "") + "are " + String.join(", ", names);
    }

    /** What a target Java type is on the wire. */
    private static String expected(Class<?> type) {
        if (type == null) {
            return "another type";
        }
        if (type == Integer.class || type == int.class || type == Long.class || type == long.class
                || type == Short.class || type == short.class || type == BigInteger.class) {
            return "a whole number";
        }
        if (type == Double.class || type == double.class || type == Float.class || type == float.class
                || type == BigDecimal.class) {
            return "a number";
        }
        if (type == Boolean.class || type == boolean.class) {
            return "true or false";
        }
        if (CharSequence.class.isAssignableFrom(type) || type.isEnum() || type == UUID.class
                || Temporal.class.isAssignableFrom(type)) {
            return "a string";
        }
        if (Collection.class.isAssignableFrom(type) || type.isArray()) {
            return "an array";
        }
        return "an object";
    }

    /**
     * {@code , found the string "0"}: the JSON value at which reading stopped, as Jackson's
     * exception holds it or its message names it ({@code from String value ("0")},
     * {@code Cannot coerce Floating-point value (0.9)}, {@code (token `JsonToken.VALUE_TRUE`)}).
     * Its parser is of no help here: Quarkus REST has closed it by the time the mapper runs.
     */
    private static String found(MismatchedInputException e) {
        if (e instanceof InvalidFormatException invalid && invalid.getValue() != null) {
            Object value = invalid.getValue();
            return ", found " + (value instanceof String text ? "the string " + quoted(text)
                    : value instanceof Boolean ? value : "the number " + value);
        }
        List<String> at = segments(e);
        if (!at.isEmpty() && at.get(0).startsWith("[")) {
            return ", found an array";
        }
        return foundInMessage(e.getOriginalMessage());
    }

    /**
     * Jackson's name of the JSON value and the value, which holds client text. Possessive
     * throughout: a greedy {@code (?:a|b)*} over a long string recursed once per character and
     * overflowed the stack on a 5,000-character secret; a possessive one loops.
     */
    private static final Pattern JACKSON_VALUE = Pattern.compile(
            "\\b(Empty String|String|Integer|Integral|Floating-point|Boolean|Array|Object|Null) value"
                    + "(?: \\((?:token `[^`]*+`|\"((?:[^\"\\\\]|\\\\.)*+)\"|'([^']*+)'|([^)]*+))\\))?");

    private static String foundInMessage(String message) {
        Matcher value = message == null ? null : JACKSON_VALUE.matcher(message);
        if (value == null || !value.find()) {
            return "";
        }
        String literal = value.group(2) != null ? value.group(2) : value.group(3) != null ? value.group(3)
                : value.group(4);
        return switch (value.group(1)) {
            case "Empty String" -> ", found the empty string";
            case "String" -> ", found the string" + (literal == null ? "" : " " + quoted(literal));
            case "Integer", "Integral", "Floating-point" -> ", found the number" + (literal == null ? "" : " " + literal);
            case "Boolean" -> message.contains("VALUE_TRUE") ? ", found true" : message.contains("VALUE_FALSE")
                    ? ", found false" : literal == null ? ", found true or false" : ", found " + literal;
            case "Array" -> ", found an array";
            case "Object" -> ", found an object";
            default -> ", found null";
        };
    }

    private static String quoted(String s) {
        String shown = s.length() > 40 ? s.substring(0, 40) + "…" : s;
        return '"' + shown.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
    }

    /**
     * The member as a dotted path. Every request body is an object: a path that starts at an
     * index is the body itself being an array (Jackson reads into its first element), so that
     * index names no member.
     */
    private static Optional<String> member(JsonProcessingException e) {
        List<String> segments = segments(e);
        if (!segments.isEmpty() && segments.get(0).startsWith("[")) {
            segments = segments.subList(1, segments.size());
        }
        StringBuilder path = new StringBuilder();
        for (String segment : segments) {
            path.append(path.isEmpty() || segment.startsWith("[") ? "" : ".").append(segment);
        }
        return path.isEmpty() ? Optional.empty() : Optional.of(path.toString());
    }

    /** Where reading stopped: member names and {@code [i]} indexes, from Jackson's reference path. */
    private static List<String> segments(JsonProcessingException e) {
        List<String> segments = new ArrayList<>();
        if (e instanceof JsonMappingException mapping) {
            for (JsonMappingException.Reference ref : mapping.getPath()) {
                if (ref.getFieldName() != null) {
                    segments.add(ref.getFieldName());
                } else if (ref.getIndex() >= 0) {
                    segments.add("[" + ref.getIndex() + "]");
                }
            }
        }
        return segments;
    }

    /**
     * A parser's message without what is Jackson's own: the source note in brackets, and
     * back-quoted names of its features or types.
     */
    private static String plain(String message) {
        if (message == null || message.isBlank()) {
            return "unreadable text";
        }
        return message.replaceAll("\\s*+\\(?(start marker at )?\\[Source:[^\\]]*+\\]\\)?", "")
                .replaceAll("`[^`]*+`", "")
                .replaceAll("\\bObject\\b", "object").replaceAll("\\bArray\\b", "array")
                .replaceAll("\\s++", " ").trim();
    }
}

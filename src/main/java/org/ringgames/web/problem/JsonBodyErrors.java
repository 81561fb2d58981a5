package org.ringgames.web.problem;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonStreamContext;
import com.fasterxml.jackson.core.exc.InputCoercionException;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import java.io.IOException;
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
        if (e instanceof InputCoercionException) {
            return at + "the number " + text(e).orElse("") + " is out of range";
        }
        if (e instanceof MismatchedInputException mismatch) {
            if (mismatch.getMessage() != null && mismatch.getMessage().startsWith("Trailing token")) {
                return "the body: more JSON follows the body's one value";
            }
            return at + "expected " + expected(mismatch.getTargetType()) + found(mismatch);
        }
        if (e instanceof JsonMappingException) {
            return at + "not a valid value";
        }
        return "the body is not valid JSON: " + plain(e.getOriginalMessage());
    }

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
     * {@code , found the string "0"}: the JSON value at which reading stopped, from the parser
     * where it is still at hand, else from the kind of value Jackson's message names (it says
     * {@code from String value ("0")}, {@code Cannot coerce Floating-point value (0.9)}).
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
        if (e.getProcessor() instanceof JsonParser parser && parser.currentToken() != null) {
            Optional<String> text = text(e);
            switch (parser.currentToken()) {
                case START_OBJECT, END_OBJECT, FIELD_NAME:
                    return ", found an object";
                case START_ARRAY, END_ARRAY:
                    return ", found an array";
                case VALUE_STRING:
                    return ", found the string " + text.map(JsonBodyErrors::quoted).orElse("");
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT:
                    return ", found the number " + text.orElse("");
                case VALUE_TRUE:
                    return ", found true";
                case VALUE_FALSE:
                    return ", found false";
                case VALUE_NULL:
                    return ", found null";
                default:
                    break;
            }
        }
        return foundInMessage(e.getOriginalMessage());
    }

    private static final Pattern JACKSON_VALUE = Pattern.compile(
            "\\b(Empty String|String|Integer|Integral|Floating-point|Boolean|Array|Object|Null) value"
                    + "(?: \\((?:token `[^`]*`|\"((?:[^\"\\\\]|\\\\.)*)\"|'([^']*)'|([^)]*))\\))?");

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
            case "Boolean" -> literal == null ? ", found true or false" : ", found " + literal;
            case "Array" -> ", found an array";
            case "Object" -> ", found an object";
            default -> ", found null";
        };
    }

    private static Optional<String> text(JsonProcessingException e) {
        if (e.getProcessor() instanceof JsonParser parser) {
            try {
                String text = parser.getText();
                return Optional.ofNullable(text).map(t -> t.length() > 40 ? t.substring(0, 40) + "…" : t);
            } catch (IOException | RuntimeException unreadable) {
                return Optional.empty();
            }
        }
        return Optional.empty();
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

    /** Where reading stopped: member names and {@code [i]} indexes, from Jackson's path or the parser's context. */
    private static List<String> segments(JsonProcessingException e) {
        List<String> segments = new ArrayList<>();
        if (e instanceof JsonMappingException mapping && !mapping.getPath().isEmpty()) {
            for (JsonMappingException.Reference ref : mapping.getPath()) {
                if (ref.getFieldName() != null) {
                    segments.add(ref.getFieldName());
                } else if (ref.getIndex() >= 0) {
                    segments.add("[" + ref.getIndex() + "]");
                }
            }
        } else if (e.getProcessor() instanceof JsonParser parser) {
            for (JsonStreamContext c = parser.getParsingContext(); c != null && !c.inRoot(); c = c.getParent()) {
                String name = c.inArray() ? "[" + c.getCurrentIndex() + "]" : c.getCurrentName();
                if (name != null) {
                    segments.add(0, name);
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
        return message.replaceAll("\\s*\\(?(start marker at )?\\[Source:[^\\]]*\\]\\)?", "")
                .replaceAll("`[^`]*`", "")
                .replaceAll("\\bObject\\b", "object").replaceAll("\\bArray\\b", "array")
                .replaceAll("\\s+", " ").trim();
    }
}

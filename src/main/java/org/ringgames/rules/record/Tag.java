package org.ringgames.rules.record;

/** A tag of a game record: {@code [Name "value"]}, the value unescaped. */
public record Tag(String name, String value) {
}

package org.ringgames.web.render;

/** Text for the service's own HTML pages (the problem pages, the docs). */
public final class HtmlText {

    private HtmlText() {
    }

    /** The text with the characters HTML gives a meaning to escaped, for element content and attributes. */
    public static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}

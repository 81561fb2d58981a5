package org.ringgames.play.gyges;

import java.util.LinkedHashMap;
import java.util.Map;
import org.ringgames.rules.gyges.Rules;

/** Gygès rules as the JSON document stored with a game (every option, API spelling). */
public final class RulesDocument {

    private RulesDocument() {
    }

    public static Map<String, Object> of(Rules rules) {
        Map<String, Object> doc = new LinkedHashMap<>();
        doc.put("pathRule", rules.pathRule().name());
        doc.put("replace", rules.replace());
        doc.put("blockedRow", rules.blockedRow().name());
        doc.put("setupRows", rules.setupRows());
        doc.put("setupOrder", rules.setupOrder().name());
        doc.put("takebackAvoidableLoss", rules.takebackAvoidableLoss());
        doc.put("maxPlies", rules.maxPlies());
        return doc;
    }

    public static Rules rules(Map<String, Object> doc) {
        return new Rules(
                Rules.PathRule.valueOf((String) doc.get("pathRule")),
                (Boolean) doc.get("replace"),
                Rules.BlockedRow.valueOf((String) doc.get("blockedRow")),
                ((Number) doc.get("setupRows")).intValue(),
                Rules.SetupOrder.valueOf((String) doc.get("setupOrder")),
                (Boolean) doc.get("takebackAvoidableLoss"),
                ((Number) doc.get("maxPlies")).intValue());
    }
}

package org.ringgames.web.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ringgames.play.events.EventSink;

/**
 * A game's event stream for a reader who may not see the portal's labels (play.GameReaders): the
 * stored events carry the state as its portal sees it, so every state in an event's data has its
 * {@code labels} set to null on the way out, as a state read by that reader shows them.
 */
final class LabelFreeSink implements EventSink {

    private final EventSink sink;
    private final ObjectMapper json;

    LabelFreeSink(EventSink sink, ObjectMapper json) {
        this.sink = sink;
        this.json = json;
    }

    @Override
    public boolean isOpen() {
        return sink.isOpen();
    }

    @Override
    public boolean writable() {
        return sink.writable();
    }

    @Override
    public void onWritable(Runnable resume) {
        sink.onWritable(resume);
    }

    @Override
    public void send(long id, boolean withId, String type, String data) {
        sink.send(id, withId, type, withoutLabels(data));
    }

    /** A chat line: it names authors, never labels. */
    @Override
    public void send(String id, String type, String data) {
        sink.send(id, type, data);
    }

    @Override
    public void keepAlive() {
        sink.keepAlive();
    }

    @Override
    public void close(boolean retryHint) {
        sink.close(retryHint);
    }

    @Override
    public void onClose(Runnable closed) {
        sink.onClose(closed);
    }

    private String withoutLabels(String data) {
        try {
            JsonNode event = json.readTree(data);
            if (!strip(event)) {
                return data;
            }
            return json.writeValueAsString(event);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored event is not JSON", e);
        }
    }

    /** Nulls the labels of the event's state and of the event itself, if it is a state; whether any were there. */
    private static boolean strip(JsonNode event) {
        boolean changed = false;
        if (event instanceof ObjectNode object) {
            if (object.hasNonNull("labels")) {
                object.putNull("labels");
                changed = true;
            }
            JsonNode state = object.get("state");
            if (state instanceof ObjectNode inner && inner.hasNonNull("labels")) {
                inner.putNull("labels");
                changed = true;
            }
        }
        return changed;
    }
}

package ai.omnidraft;

import java.util.Objects;

/** One message of a {@link Conversation}'s history: its role ("system", "user" or "assistant") and text. */
public final class Message {
    private final String role;
    private final String content;

    public Message(String role, String content) {
        this.role = Objects.requireNonNull(role, "role");
        this.content = Objects.requireNonNull(content, "content");
    }

    public String role() {
        return role;
    }

    public String content() {
        return content;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message && ((Message) o).role.equals(role) && ((Message) o).content.equals(content);
    }

    @Override
    public int hashCode() {
        return Objects.hash(role, content);
    }

    @Override
    public String toString() {
        return role + ": " + content;
    }
}

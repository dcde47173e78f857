package ai.omnidraft;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Conversations on the tiny pair: every turn is the Python runtime's from-scratch reference decode. */
class ConversationTest {
    private static Generator chatPair() {
        return Generator.open(TestBundles.path("chat_target"), TestBundles.path("chat_draft"),
                TestBundles.options().k(3).build());
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> golden() throws Exception {
        String text = new String(Files.readAllBytes(TestBundles.path("chat_golden")), StandardCharsets.UTF_8);
        return (Map<String, Object>) Json.parse(text);
    }

    @Test
    void everyTurnOfEveryMethodIsTheReferenceDecodeWhileTheCacheIsKept() throws Exception {
        Map<String, Object> g = golden();
        List<?> turns = (List<?>) g.get("turns");
        List<?> want = (List<?>) g.get("token_ids");
        int maxNewTokens = ((Number) g.get("max_new_tokens")).intValue();
        try (Generator gen = chatPair()) {
            for (DecodingMethod method : new DecodingMethod[] {DecodingMethod.OMNIDRAFT, DecodingMethod.SPD_DM, DecodingMethod.PROMPT_LOOKUP,
                DecodingMethod.OMNIDRAFT_LOOKUP, DecodingMethod.TARGET_ONLY}) {
                try (Conversation chat = gen.conversation((String) g.get("system"))) {
                    GenerationConfig config = GenerationConfig.builder().maxNewTokens(maxNewTokens).method(method).build();
                    for (int i = 0; i < turns.size(); i++) {
                        List<String> pieces = new ArrayList<>();
                        GenerationResult r = chat.send((String) turns.get(i), config, pieces::add);
                        assertArrayEquals(TestBundles.ints(want.get(i)), r.tokenIds(), method + " turn " + i);
                        assertEquals(r.text(), String.join("", pieces));
                        if (i > 0) {
                            assertTrue(r.stats().cachedTokens() >= r.stats().promptTokens() / 2, r.stats().toString());
                        }
                    }
                    List<Message> history = chat.history();
                    assertEquals(1 + 2 * turns.size(), history.size());
                    assertEquals(new Message("system", (String) g.get("system")), history.get(0));
                    assertEquals(new Message("user", (String) turns.get(0)), history.get(1));
                }
            }
        }
    }

    @Test
    void aStoppedTurnLeavesTheHistoryUnlessKept() {
        try (Generator gen = chatPair(); Conversation chat = gen.conversation(null)) {
            chat.send("one", GenerationConfig.greedy(4));
            Cancellation cancel = new Cancellation();
            GenerationResult cut = chat.send("two", GenerationConfig.greedy(32), piece -> cancel.cancel(), cancel);
            assertTrue(cut.stats().stopped(), cut.stats().toJson());
            assertEquals(2, chat.history().size()); // before: the partial reply joined the history
            chat.keepStoppedTurns(true);
            Cancellation early = new Cancellation();
            early.cancel();
            GenerationResult none = chat.send("three", GenerationConfig.greedy(32), null, early);
            assertTrue(none.stats().stopped() && none.tokenIds().length == 0, none.stats().toJson());
            assertEquals(List.of("user", "assistant", "user", "assistant"), chat.history().stream().map(Message::role)
                    .collect(java.util.stream.Collectors.toList()));
            assertEquals("", chat.history().get(3).content());
        }
    }

    @Test
    void undoResetCloseAndRefusals() {
        try (Generator gen = chatPair()) {
            Conversation chat = gen.conversation(null, true);
            assertThrows(OmniDraftException.class, chat::undo);
            chat.send("one", GenerationConfig.greedy(4));
            chat.send("two", GenerationConfig.greedy(4));
            chat.undo();
            assertEquals(List.of("one"), chat.history().stream().filter(m -> m.role().equals("user"))
                    .map(Message::content).collect(java.util.stream.Collectors.toList()));
            OmniDraftException empty = assertThrows(OmniDraftException.class,
                    () -> chat.send("  ", GenerationConfig.greedy(4)));
            assertTrue(empty.getMessage().contains("the message is empty"), empty.getMessage());
            assertEquals(2, chat.history().size());  // the failed turn changed nothing
            chat.reset();
            assertTrue(chat.history().isEmpty());
            chat.close();
            chat.close();
            assertThrows(IllegalStateException.class, () -> chat.send("x", GenerationConfig.greedy(4)));
        }
        try (Generator plain = Generator.open(TestBundles.path("target"), null, TestBundles.options().build())) {
            OmniDraftException e = assertThrows(OmniDraftException.class, () -> plain.conversation(null));
            assertTrue(e.getMessage().contains("chat template cannot run natively"), e.getMessage());
        }
        Generator gen = chatPair();
        Conversation chat = gen.conversation("S");
        gen.close();
        assertThrows(IllegalStateException.class, () -> chat.send("x", GenerationConfig.greedy(4)));
        chat.close();  // after its generator: harmless
        assertTrue(gen.isClosed());
    }
}

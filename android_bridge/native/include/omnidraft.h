/* OmniDraft's native core behind one C ABI (after onnxruntime-genai's ort_genai_c.h).
 *
 * - Handles are opaque. Every OdCreateX has an OdDestroyX; destroying NULL is a no-op.
 * - Every fallible call returns OdResult*: NULL on success, otherwise an error with a code and a
 *   message, freed with OdDestroyResult. Outputs come through out-parameters placed last.
 * - Paths and strings are UTF-8. Nothing in the core aborts: every failure is a result.
 * - This API is not thread safe: use one handle from one thread at a time (OdGeneratorStop and
 *   OdCancelRequest excepted).
 *
 * What exists so far: the n-gram cache (cache_store/), byte-identical with the Python runtime's
 * files; the tokenizer (src/tokenizer), id-identical with Hugging Face `tokenizers`; the
 * generator: every method, cross-vocabulary speculation included, greedy or sampled, plain or chat
 * prompts; and conversations that keep the KV caches across turns. The learned acceptance head is
 * Python-only so far.
 */
#ifndef OMNIDRAFT_H
#define OMNIDRAFT_H

#include <stddef.h>
#include <stdint.h>

#if defined(_WIN32)
#define OD_API __declspec(dllexport)
#else
#define OD_API __attribute__((visibility("default")))
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum OdErrorCode {
  OD_OK = 0,
  OD_ERROR_INVALID_ARGUMENT = 1,
  OD_ERROR_CACHE_FILE = 2,    /* damaged, truncated, foreign or hostile cache file */
  OD_ERROR_CACHE_VERSION = 3, /* a valid cache file of a newer format version: left alone */
  OD_ERROR_CACHE_PAIR = 4,    /* a valid cache file of another drafter/target pair or scope: left alone */
  OD_ERROR_IO = 5,
  OD_ERROR_NOT_FOUND = 6,
  OD_ERROR_INTERNAL = 7, /* out of memory or a bug: the message says which */
  OD_ERROR_BUNDLE = 8,   /* a missing, damaged or unsupported bundle: the message says what to do */
  OD_ERROR_RUNTIME = 9   /* onnxruntime failed to load a graph or to run it */
} OdErrorCode;

typedef struct OdResult OdResult;
typedef struct OdNgramCache OdNgramCache;
typedef struct OdCacheFile OdCacheFile;
typedef struct OdTokenizer OdTokenizer;
typedef struct OdTokenIds OdTokenIds;
typedef struct OdConfig OdConfig;
typedef struct OdGenerator OdGenerator;
typedef struct OdGenerationParams OdGenerationParams;
typedef struct OdGeneration OdGeneration;
typedef struct OdConversation OdConversation;
typedef struct OdCancel OdCancel;

OD_API OdErrorCode OdResultGetCode(const OdResult* result);
/* Valid until the result is destroyed. */
OD_API const char* OdResultGetError(const OdResult* result);
OD_API void OdDestroyResult(OdResult* result);

/* This library's version ("0.1.0"): the Python package's (pyproject.toml), static storage. */
OD_API const char* OdVersion(void);

/* The format version of cache files this library reads and writes (FORMAT.md). */
OD_API int OdCacheFormatVersion(void);

/* --- messages that are not errors ----------------------------------------------------------------
 * Warnings (a drafter dropped for a vocabulary too unlike the target's, a damaged cache file moved
 * aside, a cache not saved when a generator was destroyed) and debug notes go to the platform's log
 * by default: logcat on Android (tag "omnidraft"), standard error elsewhere. OdSetLogCallback sends
 * them to callback instead (NULL: back to the platform's log), process-wide, from whichever thread
 * the core runs on; message is message[0..length), UTF-8, NUL-terminated too, valid during the call.
 * No lock of the core is held while the callback runs, so it may call OdSetLogCallback and
 * OdSetLogLevel, or wait for a thread that does. Once OdSetLogCallback returns no new call of the
 * previous callback begins; one already running on another thread may still be under way, so keep
 * its user_data valid until that thread is done with the core. Messages below OdSetLogLevel's level
 * (OD_LOG_WARNING by default) are dropped. OdLogToPlatform writes a message to the platform's log
 * (a callback's fallback, e.g. on a thread it cannot hand messages from). */
typedef enum OdLogLevel { OD_LOG_DEBUG = 0, OD_LOG_INFO = 1, OD_LOG_WARNING = 2, OD_LOG_ERROR = 3 } OdLogLevel;
typedef void (*OdLogCallback)(void* user_data, OdLogLevel level, const char* message, size_t length);
OD_API void OdSetLogCallback(OdLogCallback callback, void* user_data);
OD_API void OdSetLogLevel(OdLogLevel min_level);
OD_API void OdLogToPlatform(OdLogLevel level, const char* message, size_t length);

/* --- the n-gram cache in memory (cache_store/store.py) ------------------------------------------
 * policy: "lru", "lfu" or "none"; bounds and aging_period: 0 = none / the default. The namespace
 * (vocabulary fingerprints and sizes, scope) says whose cache it is. */
OD_API OdResult* OdCreateNgramCache(const char* policy, uint64_t max_entries, uint64_t max_bytes, uint64_t aging_period,
                                    const char* draft_vocab, const char* target_vocab, uint32_t draft_vocab_size,
                                    uint32_t target_vocab_size, const char* scope, OdNgramCache** out);
OD_API void OdDestroyNgramCache(OdNgramCache* cache);
OD_API size_t OdNgramCacheSize(const OdNgramCache* cache);
/* Record that target_id is spelled by the drafter as draft_ids[0..n) (2 <= n <= 64; others are ignored). */
OD_API OdResult* OdNgramCacheObserve(OdNgramCache* cache, uint32_t target_id, const uint32_t* draft_ids, size_t n);
/* The longest entry matching drafted[start..]: *found = 1 with its target id and length, else 0.
 * touch = 0 only looks (no use counted). */
OD_API OdResult* OdNgramCacheLongestMatch(OdNgramCache* cache, const uint32_t* drafted, size_t length, size_t start,
                                          int touch, int* found, uint32_t* target_id, size_t* n);
/* Union with another cache of the same namespace (FORMAT.md's merge). */
OD_API OdResult* OdNgramCacheMerge(OdNgramCache* cache, const OdNgramCache* other);
/* A cache file exactly as saved (its own policy, bounds and namespace). max_bytes (>= 1): the
 * largest cache (its max_bytes) the caller accepts; a file bigger than such a cache can save is
 * refused (OD_ERROR_CACHE_FILE) before it is read whole, so a hostile file cannot take memory far
 * beyond that bound. */
OD_API OdResult* OdNgramCacheLoad(const char* path, uint64_t max_bytes, OdNgramCache** out);
/* Replace path with this cache, atomically, under the file's lock. */
OD_API OdResult* OdNgramCacheSave(const OdNgramCache* cache, const char* path);

/* --- a cache bound to a file (cache_store/persist.py's CacheFile) -------------------------------
 * Opens path under its lock and merges what it holds, reading within max_bytes (as
 * OdNgramCacheLoad's bound; 0: none). A damaged file is moved aside to PATH.bad-<UTC time> and the
 * cache starts empty (OdCacheFileQuarantinedPath says where it went); a file of a newer version or
 * of another pair is an error and is left untouched, and so is a valid file bigger than max_bytes
 * reads (OD_ERROR_INVALID_ARGUMENT; a save never throws such a file away either). */
OD_API OdResult* OdCreateCacheFile(const char* path, const char* policy, uint64_t max_entries, uint64_t max_bytes,
                                   const char* draft_vocab, const char* target_vocab, uint32_t draft_vocab_size,
                                   uint32_t target_vocab_size, const char* scope, OdCacheFile** out);
OD_API void OdDestroyCacheFile(OdCacheFile* file);
/* The file's cache; valid until the file handle is destroyed. */
OD_API OdNgramCache* OdCacheFileGetCache(OdCacheFile* file);
OD_API size_t OdCacheFileLoadedEntries(const OdCacheFile* file);
/* Where a damaged file was moved, or NULL; valid until the file handle is destroyed. */
OD_API const char* OdCacheFileQuarantinedPath(const OdCacheFile* file);
/* Merge what other processes saved since the last read, then write atomically. */
OD_API OdResult* OdCacheFileSave(OdCacheFile* file, size_t* bytes_written);

/* --- the tokenizer (src/tokenizer; the Python runtime uses Hugging Face `tokenizers`) ---------
 * Reads a tokenizer.json. Components it does not implement are refused with their name. */
OD_API OdResult* OdCreateTokenizer(const char* tokenizer_json_path, OdTokenizer** out);
OD_API void OdDestroyTokenizer(OdTokenizer* tokenizer);
/* Encodes text[0..length) (UTF-8; NUL is a character like any other). add_special_tokens: apply the
 * post-processor (BOS and the like). parse_special = 0 keeps special tokens spelled in the text as
 * text (tokenizers' encode_special_tokens). Invalid UTF-8 is an OD_ERROR_INVALID_ARGUMENT. */
OD_API OdResult* OdTokenizerEncode(const OdTokenizer* tokenizer, const char* text, size_t length,
                                   int add_special_tokens, int parse_special, OdTokenIds** out);
/* How many ids OdTokenizerEncode would give, without handing them out: an app budgets its context
 * with it (a generator's prompt: add_special_tokens = 1, parse_special = 1). */
OD_API OdResult* OdTokenizerCountTokens(const OdTokenizer* tokenizer, const char* text, size_t length,
                                        int add_special_tokens, int parse_special, size_t* count);
OD_API size_t OdTokenIdsCount(const OdTokenIds* ids);
/* Valid until the ids are destroyed. */
OD_API const uint32_t* OdTokenIdsData(const OdTokenIds* ids);
OD_API void OdDestroyTokenIds(OdTokenIds* ids);
/* Text of ids (tokenizers' decode), NUL-terminated, *length without the NUL; free with OdDestroyString. */
OD_API OdResult* OdTokenizerDecode(const OdTokenizer* tokenizer, const uint32_t* ids, size_t count,
                                   int skip_special_tokens, char** out, size_t* length);
/* The exact bytes token id stands for (none for a special token): *length bytes at *out, valid
 * until the tokenizer is destroyed. */
OD_API OdResult* OdTokenizerTokenBytes(const OdTokenizer* tokenizer, uint32_t id, const char** out, size_t* length);
OD_API size_t OdTokenizerVocabSize(const OdTokenizer* tokenizer);
OD_API void OdDestroyString(char* s);

/* --- the generator (runtime/generator.py) -------------------------------------------------------
 * Settings go by name and value, so new ones need no ABI change (onnxruntime-genai's style).
 * Generator settings: "ort_library" (path of libonnxruntime.so; default: OMNIDRAFT_ORT_LIBRARY, then
 * the loader's path), "gguf_ops_library" (path of libomnidraft_gguf_ops.so, which bundles exported
 * with --gguf-blocks ggml need; default: OMNIDRAFT_GGUF_OPS_LIBRARY, then the loader's path), "threads" (intra-op threads; default: onnxruntime's), "draft_threads" (the
 * drafter's intra-op threads; default: "threads"), "huge_pages" ("1": back each session's weights
 * with the kernel's huge pages where it can (Linux, Android); "0": not; default: "0" on Android and
 * where the environment's OMNIDRAFT_HUGE_PAGES is 0, else "1"), "max_length" (2048),
 * "verify" ("when_changed" (default): hash bundle files on first load and after a change,
 * "always", "sizes"), "k" (target tokens proposed per round, 1), and the n-gram cache: "cache_path"
 * (a file shared with the Python runtime; default: memory only), "cache_policy" (lru | lfu | none),
 * "cache_max_entries" (0: none), "cache_max_bytes" (4 MiB), "cache_scope", "cache_on_damaged"
 * ("set_aside" (default): a damaged file is moved to PATH.bad-<UTC time> and the cache starts
 * empty, as in Python; "fail": OD_ERROR_CACHE_FILE, the file left as it is), "cache_autosave_s"
 * (60: after a call, on its thread, the cache is saved once this many seconds have passed since the
 * last save, trying the file's lock once; a failure is a warning), "cache_save_on_destroy" ("1"
 * (default): OdDestroyGenerator saves, as below; "0": it never does I/O, the Java API's choice); "execution_provider"
 * (onnxruntime's name for it, e.g. "QNN" or "XNNPACK"; default: the CPU provider alone) and
 * "provider_option.<key>" for each of its options (QNN: "provider_option.backend_path" =
 * "libQnnHtp.so"); on a CPU bundle, nodes the provider cannot take run on the CPU provider. A static
 * (NPU) bundle runs its QDQ graphs on the CPU, or with "execution_provider" = "qnn" and "soc" (the
 * chip: "SM8650", "SM8750", ...) its HTP context binaries for that chip with CPU fallback off;
 * "ep_library": the QNN provider's plugin library (the onnxruntime-qnn wheel's; default: the
 * provider built into onnxruntime, as in the Android QNN AAR). */
OD_API OdResult* OdCreateConfig(OdConfig** out);
OD_API void OdDestroyConfig(OdConfig* config);
OD_API OdResult* OdConfigSet(OdConfig* config, const char* key, const char* value);
/* Loads and verifies the bundles; draft_dir NULL: the target alone. A drafter whose vocabulary
 * barely maps into the target's is dropped with a warning (the target generates alone). */
OD_API OdResult* OdCreateGenerator(const OdConfig* config, const char* target_dir, const char* draft_dir,
                                   OdGenerator** out);
/* Frees the generator. Unless "cache_save_on_destroy" is "0", it saves the n-gram cache to its file
 * first, best effort: a failure is a warning to the log callback, nothing more; call
 * OdGeneratorSaveCache first to know. Blocking I/O (an fsync, and up to 30 s waiting for another
 * process's cache lock): not on a UI thread, or set "cache_save_on_destroy" to "0". */
OD_API void OdDestroyGenerator(OdGenerator* generator);
/* Releases onnxruntime's process-wide environment (and a QNN plugin's registration with it), as
 * onnxruntime-genai's OgaShutdown: for an app that is done with the models, or a host checking for
 * leaks at exit. Every generator must be destroyed first (OD_ERROR_INVALID_ARGUMENT says how many are
 * open). A later OdCreateGenerator starts them again. */
OD_API OdResult* OdShutdown(void);
/* Writes the n-gram cache to its file now (merging what other processes saved since): the bytes
 * written, 0 without a cache file; a failure is an error result. Blocking I/O, as above. */
OD_API OdResult* OdGeneratorSaveCache(OdGenerator* generator, size_t* bytes_written);
/* The target's tokenizer, as OdGeneratorGenerate uses it: a prompt is encoded with
 * add_special_tokens = 1 and parse_special = 1 (OdTokenizerCountTokens so counts it against
 * "max_length"), the text decoded with skip_special_tokens = 1. A handle of its own, freed with
 * OdDestroyTokenizer; it shares the tokenizer with the generator and stays valid after the
 * generator is destroyed. The tokenizer calls only read: they are safe on another thread beside a
 * generation (onnxruntime-genai's OgaCreateTokenizer(model)). */
OD_API OdResult* OdCreateGeneratorTokenizer(const OdGenerator* generator, OdTokenizer** out);
/* Why the drafter was dropped at load (the target then generates alone, whatever the method), or
 * NULL when it was not; valid until the generator is destroyed. */
OD_API const char* OdGeneratorFallbackReason(const OdGenerator* generator);
/* Per call: "max_new_tokens" (128), "method" ("omnidraft" with a drafter, else "target-only"; also
 * "spd-dm", "prompt-lookup", "omnidraft+lookup"), "reference" ("0" or "1": target-only in the
 * row-stable numerics every speculative method reproduces), "chat" ("1": the prompt as one user message
 * in the target's chat template, as the export rendered it), "temperature" ("0": greedy), "top_p" ("1"),
 * "seed" (default: random; our own generator, so not the Python runtime's draws), "k" (default: the
 * generator's "k"), "reuse" ("1" (default): keep the KV caches' prefix this prompt shares with the last
 * call's, computing only the rest, exactly; stats "cached_tokens" says how many prompt tokens that
 * saved; "0": from scratch; a reference decode never reuses), "trace" ("1": each
 * round's drafted ids, proposed ids and accepted count, in OdGenerationTraceJson), "stop_count"
 * (the stops that end this call: OdGeneratorStop). The controls apps send (runtime/sampling.py's
 * meanings, applied to the target at every verified row): "top_k" ("0": off), "min_p" ("0": off),
 * "repetition_penalty" ("1": off; HF/llama.cpp) over the last "penalty_last_n" tokens of prompt and
 * reply ("-1" (default): all; llama.cpp's repeat_last_n), "presence_penalty" and "frequency_penalty" ("0":
 * off; OpenAI); "sampling_rule": "exact" (default: sampled output distributed exactly as the
 * target's), "point" or "eq2" (the paper's, approximate); "stop": JSON, a string or an array of up
 * to 16 strings: the text ends before the first to appear (it may end inside a token), no
 * OdTextCallback piece shows any part of it, and the ids end with the one that completes it (stats
 * "stop_string", "finish_reason"). A value against runtime/params.py's rules is
 * OD_ERROR_INVALID_ARGUMENT with the Python runtime's message. */
OD_API OdResult* OdCreateGenerationParams(OdGenerationParams** out);
OD_API void OdDestroyGenerationParams(OdGenerationParams* params);
OD_API OdResult* OdGenerationParamsSet(OdGenerationParams* params, const char* key, const char* value);
/* Called with each batch of new token ids as they are decoded. */
typedef void (*OdTokenCallback)(void* user_data, const uint32_t* ids, size_t count);
/* Called with each new piece of text: whole UTF-8 characters (a token that ends inside a character
 * waits for the rest), not NUL-terminated, valid during the call. The pieces add up to the text. */
typedef void (*OdTextCallback)(void* user_data, const char* piece, size_t length);
/* Generates from prompt[0..length) (UTF-8, tokenized with the target's tokenizer, special tokens
 * parsed). params, on_tokens and on_text may be NULL; both callbacks get user_data and run on the
 * calling thread. */
OD_API OdResult* OdGeneratorGenerate(OdGenerator* generator, const char* prompt, size_t length,
                                     const OdGenerationParams* params, OdTokenCallback on_tokens,
                                     OdTextCallback on_text, void* user_data, OdGeneration** out);
/* A cancel handle for one call (onnxruntime-genai and ExecuTorch let an app end one request): set it
 * on the call's parameters (OdGenerationParamsSetCancel; NULL takes it off), then OdCancelRequest,
 * from any thread or a callback, ends exactly that call and no other: at once when it has not begun
 * (waiting its turn behind another call, tokenizing, fitting a conversation's history), else by
 * interrupting its model run under way (a long prefill too). The call returns what it decoded so
 * far as a result, as OdGeneratorStop's ("finish_reason": "stopped"). A request stays: a call given
 * a requested handle ends at once; use a new handle per call. A request after the call ended does
 * nothing. The parameters and the call keep what they need, so the handle may be destroyed at any
 * time. OdGeneratorStop still ends every call under way or counted from before it. */
OD_API OdResult* OdCreateCancel(OdCancel** out);
OD_API void OdDestroyCancel(OdCancel* cancel);
OD_API void OdCancelRequest(OdCancel* cancel);
OD_API int OdCancelIsRequested(const OdCancel* cancel);
OD_API void OdGenerationParamsSetCancel(OdGenerationParams* params, OdCancel* cancel);
/* Ends the generation under way on this generator: a model run in progress (a long prompt's
 * prefill, a round's drafting or verification) is interrupted, and OdGeneratorGenerate returns what
 * was decoded so far, as a result, not an error: "stopped": true and "finish_reason": "stopped" in
 * its stats ("interrupted": true when a run was cut short: the round's counters are then left out).
 * The one call that is safe from another thread (or from a callback) while OdGeneratorGenerate or
 * OdConversationSend runs. It ends the call under way and any call that counts from before it: a
 * call's generation parameter "stop_count" (default: OdGeneratorStopCount when the call begins)
 * says which stops are for it, those that raise OdGeneratorStopCount past it. So an app that
 * queues calls behind a lock takes OdGeneratorStopCount before it waits, passes it as
 * "stop_count", and a stop that comes while the call waits its turn ends it too (at once, with no
 * tokens). A stop with no call under way or queued so does nothing. */
OD_API void OdGeneratorStop(OdGenerator* generator);
/* How many times OdGeneratorStop was called on this generator; safe from any thread. */
OD_API uint64_t OdGeneratorStopCount(const OdGenerator* generator);
/* The target's chat template applied to count messages (roles "system", "user", "assistant";
 * contents[i] of lengths[i] bytes): the text transformers' apply_chat_template renders (the export
 * checked the template's pieces against it), in *out (free with OdDestroyString), *length its bytes.
 * A template the pieces cannot reproduce is OD_ERROR_INVALID_ARGUMENT, with the reason. With
 * OdTokenizerEncode (no special tokens added, special tokens parsed) an app can budget its context. */
OD_API OdResult* OdGeneratorApplyChatTemplate(const OdGenerator* generator, const char* const* roles,
                                              const char* const* contents, const size_t* lengths, size_t count,
                                              int add_generation_prompt, char** out, size_t* length);

/* --- conversations (runtime/conversation.py) ----------------------------------------------------
 * A multi-turn chat over a generator: each turn renders the whole history with the chat template and
 * keeps what the KV caches already hold, so it computes only its new tokens. Several conversations
 * may share one generator (one at a time): they share its sessions and n-gram cache; switching
 * between them stays exact, with less reuse. The generator must outlive its conversations.
 * system: the system message (system_length bytes), or NULL. drop_oldest = 1: a turn that would pass
 * the context drops the oldest exchanges (never the system message); 0: it is an error with the
 * numbers. Refused with the reason when the bundle's chat template cannot run natively. */
OD_API OdResult* OdCreateConversation(OdGenerator* generator, const char* system, size_t system_length,
                                      int drop_oldest, OdConversation** out);
OD_API void OdDestroyConversation(OdConversation* conversation);
/* One turn: the reply to text[0..length) after the history (params, callbacks and result as
 * OdGeneratorGenerate; "chat" = "1" is refused). The exchange joins the history once the reply is
 * finished (eos, length, a stop string); a failed turn, and a stopped one (OdCancelRequest,
 * OdGeneratorStop), leave the history as it was, unless OdConversationKeepStoppedTurns. The turn's
 * stop ticket is taken when OdConversationSend is called, so a stop while it renders and fits the
 * history (a few tokenizations, however long the history) ends it before any model run. */
OD_API OdResult* OdConversationSend(OdConversation* conversation, const char* text, size_t length,
                                    const OdGenerationParams* params, OdTokenCallback on_tokens,
                                    OdTextCallback on_text, void* user_data, OdGeneration** out);
/* keep = 1: a stopped turn joins the history with its partial (maybe empty) reply. Default 0. */
OD_API void OdConversationKeepStoppedTurns(OdConversation* conversation, int keep);
/* Takes back the last exchange (an error when there is none). */
OD_API OdResult* OdConversationUndo(OdConversation* conversation);
/* Forgets the turns; the system message stays. */
OD_API void OdConversationReset(OdConversation* conversation);
/* The history: the system message (if any), then user and assistant turns. Message index's role
 * (NUL-terminated) and content (*content_length bytes, may hold NUL), valid until the conversation
 * changes or is destroyed. */
OD_API size_t OdConversationMessageCount(const OdConversation* conversation);
OD_API OdResult* OdConversationMessage(const OdConversation* conversation, size_t index, const char** role,
                                       const char** content, size_t* content_length);

/* Valid until the generation is destroyed: the new ids, their text, the stats as JSON (the
 * fields of the Python runtime's stats) and the rounds as JSON ("[]" without "trace"). */
OD_API size_t OdGenerationTokenCount(const OdGeneration* generation);
OD_API const uint32_t* OdGenerationTokens(const OdGeneration* generation);
OD_API const char* OdGenerationText(const OdGeneration* generation);
/* The text with its length in bytes (*length; the text may hold NUL bytes, which cut
 * OdGenerationText short for strlen). */
OD_API const char* OdGenerationTextWithLength(const OdGeneration* generation, size_t* length);
OD_API const char* OdGenerationStatsJson(const OdGeneration* generation);
OD_API const char* OdGenerationTraceJson(const OdGeneration* generation);
OD_API void OdDestroyGeneration(OdGeneration* generation);

#ifdef __cplusplus
}
#endif

#endif /* OMNIDRAFT_H */

/* The JNI face of the native core: ai.omnidraft.NativeApi's methods over omnidraft.h, and nothing
 * else (no C++ type crosses it).
 *
 * - Strings cross as UTF-8 byte arrays both ways: JNI's own string calls use modified UTF-8, which
 *   mangles NUL and every character outside the BMP (emoji).
 * - Every local reference made per callback is deleted before the callback returns: a generation
 *   is one native call, and a local reference lives until that call returns, so a long stream would
 *   otherwise fill the table.
 * - An error comes back as OmniDraftException (code, message); an exception thrown by the Java
 *   callback stops the generation and propagates from generate().
 * - No JNI call but the exception functions (and DeleteLocalRef) is made with an exception pending:
 *   each allocation is checked before the next call.
 * - The classes and method ids are looked up once, in JNI_OnLoad (global references), so a missing
 *   one fails the library's load, not a call in the middle of a generation.
 * - The core's log messages go to NativeApi.log (OmniDraftLog's listener) once one is set, else to
 *   the platform's log (logcat on Android). */
#include <jni.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "omnidraft.h"

#define EXPORT JNIEXPORT __attribute__((visibility("default")))
#define NATIVE(name) Java_ai_omnidraft_NativeApi_##name

static JavaVM* java_vm;
static jclass exception_class, result_class, bytes_class, native_api_class, text_sink_class;
static jmethodID exception_from_native, result_init, native_api_log, text_sink_on_piece;

/* A global reference to the class, or NULL with an exception pending. */
static jclass global_class(JNIEnv* env, const char* name) {
  jclass local = (*env)->FindClass(env, name);
  if (!local) return NULL;
  jclass global = (jclass)(*env)->NewGlobalRef(env, local);
  (*env)->DeleteLocalRef(env, local);
  return global;
}

EXPORT jint JNICALL JNI_OnLoad(JavaVM* vm, void* reserved) {
  (void)reserved;
  JNIEnv* env = NULL;
  if ((*vm)->GetEnv(vm, (void**)&env, JNI_VERSION_1_6) != JNI_OK) return JNI_ERR;
  java_vm = vm;
  if (!(exception_class = global_class(env, "ai/omnidraft/OmniDraftException")) ||
      !(exception_from_native = (*env)->GetStaticMethodID(env, exception_class, "fromNative",
                                                          "(I[B)Lai/omnidraft/OmniDraftException;")) ||
      !(result_class = global_class(env, "ai/omnidraft/GenerationResult")) ||
      !(result_init = (*env)->GetMethodID(env, result_class, "<init>", "([I[B[B)V")) ||
      !(bytes_class = global_class(env, "[B")) ||
      !(native_api_class = global_class(env, "ai/omnidraft/NativeApi")) ||
      !(native_api_log = (*env)->GetStaticMethodID(env, native_api_class, "log", "(I[B)V")) ||
      !(text_sink_class = global_class(env, "ai/omnidraft/Generator$TextSink")) ||
      !(text_sink_on_piece = (*env)->GetMethodID(env, text_sink_class, "onPiece", "([B)V")))
    return JNI_ERR; /* the pending NoClassDefFoundError / NoSuchMethodError says which */
  return JNI_VERSION_1_6;
}

static jbyteArray to_bytes(JNIEnv* env, const char* data, size_t length) {
  jbyteArray bytes = (*env)->NewByteArray(env, (jsize)length);
  if (bytes && length) (*env)->SetByteArrayRegion(env, bytes, 0, (jsize)length, (const jbyte*)data);
  return bytes;
}

/* A NUL-terminated copy of a Java byte[] (NULL for null); free() it. Sets OutOfMemoryError on failure. */
static char* c_string(JNIEnv* env, jbyteArray bytes, size_t* length) {
  if (!bytes || (*env)->ExceptionCheck(env)) return NULL;
  jsize n = (*env)->GetArrayLength(env, bytes);
  char* s = malloc((size_t)n + 1);
  if (!s) {
    jclass oom = (*env)->FindClass(env, "java/lang/OutOfMemoryError");
    if (oom) (*env)->ThrowNew(env, oom, "omnidraft: copying a string");
    (*env)->DeleteLocalRef(env, oom);
    return NULL;
  }
  (*env)->GetByteArrayRegion(env, bytes, 0, n, (jbyte*)s);
  s[n] = '\0';
  if (length) *length = (size_t)n;
  return s;
}

/* Throws OmniDraftException(code, message), unless an exception is already pending (it wins). */
static void throw_error(JNIEnv* env, int code, const char* message) {
  if ((*env)->ExceptionCheck(env)) return;
  jbyteArray text = to_bytes(env, message, strlen(message));
  if (!text) return; /* OutOfMemoryError pending */
  jobject error = (*env)->CallStaticObjectMethod(env, exception_class, exception_from_native, (jint)code, text);
  if (!(*env)->ExceptionCheck(env) && error) (*env)->Throw(env, (jthrowable)error);
  (*env)->DeleteLocalRef(env, error);
  (*env)->DeleteLocalRef(env, text);
}

/* 1 (and a pending OmniDraftException) when result is an error; the result is freed. */
static int failed(JNIEnv* env, OdResult* result) {
  if (!result) return 0;
  throw_error(env, (int)OdResultGetCode(result), OdResultGetError(result));
  OdDestroyResult(result);
  return 1;
}

/* Applies keys[i] = values[i] (byte[][] each) with set(target, key, value). */
typedef OdResult* (*Setter)(void* target, const char* key, const char* value);
static OdResult* set_config(void* c, const char* k, const char* v) { return OdConfigSet((OdConfig*)c, k, v); }
static OdResult* set_param(void* p, const char* k, const char* v) {
  return OdGenerationParamsSet((OdGenerationParams*)p, k, v);
}
static int apply(JNIEnv* env, jobjectArray keys, jobjectArray values, Setter set, void* target) {
  jsize n = keys ? (*env)->GetArrayLength(env, keys) : 0;
  for (jsize i = 0; i < n; ++i) {
    jbyteArray key_bytes = (jbyteArray)(*env)->GetObjectArrayElement(env, keys, i);
    jbyteArray value_bytes = key_bytes ? (jbyteArray)(*env)->GetObjectArrayElement(env, values, i) : NULL;
    char* key = c_string(env, key_bytes, NULL);
    char* value = key ? c_string(env, value_bytes, NULL) : NULL;
    int bad = !key || !value || failed(env, set(target, key, value));
    free(key);
    free(value);
    (*env)->DeleteLocalRef(env, key_bytes);
    (*env)->DeleteLocalRef(env, value_bytes);
    if (bad) return 0;
  }
  return 1;
}

EXPORT jbyteArray JNICALL NATIVE(version)(JNIEnv* env, jclass cls) {
  (void)cls;
  const char* version = OdVersion();
  return to_bytes(env, version, strlen(version));
}

EXPORT jlong JNICALL NATIVE(createGenerator)(JNIEnv* env, jclass cls, jobjectArray keys, jobjectArray values,
                                             jbyteArray target_dir, jbyteArray draft_dir) {
  (void)cls;
  OdConfig* config = NULL;
  OdGenerator* generator = NULL;
  if (failed(env, OdCreateConfig(&config))) return 0;
  char* target = NULL;
  char* draft = NULL;
  if (apply(env, keys, values, set_config, config) && (target = c_string(env, target_dir, NULL)) != NULL &&
      (!draft_dir || (draft = c_string(env, draft_dir, NULL)) != NULL) &&
      !failed(env, OdCreateGenerator(config, target, draft, &generator)) && !generator)
    throw_error(env, OD_ERROR_INTERNAL, "the native core returned no generator"); /* never a 0 handle */
  free(target);
  free(draft);
  OdDestroyConfig(config);
  return (jlong)(intptr_t)generator;
}

EXPORT void JNICALL NATIVE(destroyGenerator)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  OdDestroyGenerator((OdGenerator*)(intptr_t)handle);
}

EXPORT void JNICALL NATIVE(shutdown)(JNIEnv* env, jclass cls) {
  (void)cls;
  failed(env, OdShutdown());
}

EXPORT void JNICALL NATIVE(stop)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  OdGeneratorStop((OdGenerator*)(intptr_t)handle);
}

EXPORT jlong JNICALL NATIVE(stopCount)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  return (jlong)OdGeneratorStopCount((OdGenerator*)(intptr_t)handle);
}

/* UTF-8 bytes, or null when the drafter was kept. */
EXPORT jbyteArray JNICALL NATIVE(fallbackReason)(JNIEnv* env, jclass cls, jlong handle) {
  (void)cls;
  const char* reason = OdGeneratorFallbackReason((OdGenerator*)(intptr_t)handle);
  return reason ? to_bytes(env, reason, strlen(reason)) : NULL;
}

/* The core's log callback: NativeApi.log(level, utf8) on the calling thread, when that thread is a
 * Java thread with no exception pending; otherwise (a thread the JVM does not know, or one whose Java
 * call is already failing) the platform's log: logcat on Android, stderr elsewhere. The core holds no
 * lock while this runs. OmniDraftLog.dispatch catches what a listener throws but an Error, which is
 * left pending: it comes out of the Java call the message was logged in (a generation, a close). */
static void on_log(void* user_data, OdLogLevel level, const char* message, size_t length) {
  (void)user_data;
  JNIEnv* env = NULL;
  if (!java_vm || (*java_vm)->GetEnv(java_vm, (void**)&env, JNI_VERSION_1_6) != JNI_OK || (*env)->ExceptionCheck(env)) {
    OdLogToPlatform(level, message, length);
    return;
  }
  jbyteArray bytes = to_bytes(env, message, length);
  if (bytes) (*env)->CallStaticVoidMethod(env, native_api_class, native_api_log, (jint)level, bytes);
  (*env)->DeleteLocalRef(env, bytes);
}

EXPORT void JNICALL NATIVE(logToPlatform)(JNIEnv* env, jclass cls, jint level, jbyteArray message) {
  (void)cls;
  size_t length = 0;
  char* text = c_string(env, message, &length);
  if (text) OdLogToPlatform((OdLogLevel)level, text, length);
  free(text);
}

EXPORT void JNICALL NATIVE(forwardLog)(JNIEnv* env, jclass cls, jboolean on, jint level) {
  (void)env, (void)cls;
  OdSetLogLevel((OdLogLevel)level);
  OdSetLogCallback(on ? on_log : NULL, NULL);
}

EXPORT jlong JNICALL NATIVE(saveCache)(JNIEnv* env, jclass cls, jlong handle) {
  (void)cls;
  size_t written = 0;
  failed(env, OdGeneratorSaveCache((OdGenerator*)(intptr_t)handle, &written));
  return (jlong)written;
}

typedef struct {
  JNIEnv* env;
  jobject sink;     /* a Generator.TextSink */
  OdCancel* cancel; /* the call's own: a throwing callback ends this call alone */
} Stream;

static void on_text(void* user_data, const char* piece, size_t length) {
  Stream* stream = (Stream*)user_data;
  JNIEnv* env = stream->env;
  if ((*env)->ExceptionCheck(env)) return; /* the callback threw: the generation is stopping */
  jbyteArray bytes = to_bytes(env, piece, length);
  if (bytes) (*env)->CallVoidMethod(env, stream->sink, text_sink_on_piece, bytes);
  (*env)->DeleteLocalRef(env, bytes);
  if ((*env)->ExceptionCheck(env)) OdCancelRequest(stream->cancel);
}

/* new GenerationResult(int[] ids, byte[] text, byte[] statsJson) of a generation, or NULL with an exception pending. */
static jobject to_result(JNIEnv* env, const OdGeneration* generation) {
  if (!generation) {
    throw_error(env, OD_ERROR_INTERNAL, "the native core returned no generation");
    return NULL;
  }
  size_t count = OdGenerationTokenCount(generation), text_length = 0;
  const uint32_t* ids = OdGenerationTokens(generation);
  const char* text = OdGenerationTextWithLength(generation, &text_length); /* may hold NUL */
  const char* stats = OdGenerationStatsJson(generation);
  jobject result = NULL;
  jbyteArray text_bytes = NULL, stats_bytes = NULL;
  jintArray id_array = (*env)->NewIntArray(env, (jsize)count);
  if (id_array && count) (*env)->SetIntArrayRegion(env, id_array, 0, (jsize)count, (const jint*)ids);
  if (id_array) text_bytes = to_bytes(env, text, text_length);
  if (text_bytes) stats_bytes = to_bytes(env, stats, strlen(stats));
  if (stats_bytes) result = (*env)->NewObject(env, result_class, result_init, id_array, text_bytes, stats_bytes);
  (*env)->DeleteLocalRef(env, id_array);
  (*env)->DeleteLocalRef(env, text_bytes);
  (*env)->DeleteLocalRef(env, stats_bytes);
  return result;
}

/* A generation call: a prompt to the generator, or a turn to a conversation (conversation != NULL). */
static jobject run(JNIEnv* env, OdGenerator* generator, OdConversation* conversation, jbyteArray text_bytes,
                   jobjectArray keys, jobjectArray values, jobject sink, OdCancel* cancel) {
  OdGenerationParams* params = NULL;
  if (failed(env, OdCreateGenerationParams(&params))) return NULL;
  OdGenerationParamsSetCancel(params, cancel);
  size_t length = 0;
  char* text = NULL;
  OdGeneration* generation = NULL;
  jobject result = NULL;
  Stream stream = {env, sink, cancel};
  if (sink && !(*env)->IsInstanceOf(env, sink, text_sink_class)) {
    throw_error(env, OD_ERROR_INVALID_ARGUMENT, "sink is not a Generator.TextSink");
  } else if (apply(env, keys, values, set_param, params) &&
      (text = c_string(env, text_bytes, &length)) != NULL) {
    OdTextCallback text_sink = sink ? on_text : NULL;
    OdResult* r = conversation
        ? OdConversationSend(conversation, text, length, params, NULL, text_sink, &stream, &generation)
        : OdGeneratorGenerate(generator, text, length, params, NULL, text_sink, &stream, &generation);
    if ((*env)->ExceptionCheck(env)) {
      OdDestroyResult(r); /* the callback's exception wins */
    } else if (!failed(env, r)) {
      result = to_result(env, generation);
    }
  }
  free(text);
  OdDestroyGeneration(generation);
  OdDestroyGenerationParams(params);
  return result;
}

/* Returns new GenerationResult(int[] ids, byte[] text, byte[] statsJson), or null with an exception pending. */
EXPORT jobject JNICALL NATIVE(generate)(JNIEnv* env, jclass cls, jlong handle, jbyteArray prompt_bytes,
                                        jobjectArray keys, jobjectArray values, jobject sink, jlong cancel) {
  (void)cls;
  return run(env, (OdGenerator*)(intptr_t)handle, NULL, prompt_bytes, keys, values, sink, (OdCancel*)(intptr_t)cancel);
}

/* A call's cancel handle, or 0 with an exception pending. */
EXPORT jlong JNICALL NATIVE(createCancel)(JNIEnv* env, jclass cls) {
  (void)cls;
  OdCancel* cancel = NULL;
  if (!failed(env, OdCreateCancel(&cancel)) && !cancel)
    throw_error(env, OD_ERROR_INTERNAL, "the native core returned no cancel handle");
  return (jlong)(intptr_t)cancel;
}

EXPORT void JNICALL NATIVE(cancelRequest)(JNIEnv* env, jclass cls, jlong cancel) {
  (void)env, (void)cls;
  OdCancelRequest((OdCancel*)(intptr_t)cancel);
}

EXPORT void JNICALL NATIVE(destroyCancel)(JNIEnv* env, jclass cls, jlong cancel) {
  (void)env, (void)cls;
  OdDestroyCancel((OdCancel*)(intptr_t)cancel);
}

EXPORT void JNICALL NATIVE(keepStoppedTurns)(JNIEnv* env, jclass cls, jlong conversation, jboolean keep) {
  (void)env, (void)cls;
  OdConversationKeepStoppedTurns((OdConversation*)(intptr_t)conversation, keep ? 1 : 0);
}

EXPORT jlong JNICALL NATIVE(createConversation)(JNIEnv* env, jclass cls, jlong generator, jbyteArray system_bytes,
                                                jboolean drop_oldest) {
  (void)cls;
  size_t length = 0;
  char* system = c_string(env, system_bytes, &length);
  OdConversation* conversation = NULL;
  if ((!system_bytes || system) &&
      !failed(env, OdCreateConversation((OdGenerator*)(intptr_t)generator, system, length, drop_oldest ? 1 : 0,
                                        &conversation)) &&
      !conversation)
    throw_error(env, OD_ERROR_INTERNAL, "the native core returned no conversation");
  free(system);
  return (jlong)(intptr_t)conversation;
}

EXPORT void JNICALL NATIVE(destroyConversation)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  OdDestroyConversation((OdConversation*)(intptr_t)handle);
}

EXPORT jobject JNICALL NATIVE(send)(JNIEnv* env, jclass cls, jlong generator, jlong conversation,
                                    jbyteArray text_bytes, jobjectArray keys, jobjectArray values, jobject sink,
                                    jlong cancel) {
  (void)cls;
  return run(env, (OdGenerator*)(intptr_t)generator, (OdConversation*)(intptr_t)conversation, text_bytes, keys,
             values, sink, (OdCancel*)(intptr_t)cancel);
}

EXPORT void JNICALL NATIVE(undo)(JNIEnv* env, jclass cls, jlong handle) {
  (void)cls;
  failed(env, OdConversationUndo((OdConversation*)(intptr_t)handle));
}

EXPORT void JNICALL NATIVE(reset)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  OdConversationReset((OdConversation*)(intptr_t)handle);
}

/* The history as byte[2n][]: role, content, role, content, ... (UTF-8). */
EXPORT jobjectArray JNICALL NATIVE(history)(JNIEnv* env, jclass cls, jlong handle) {
  (void)cls;
  OdConversation* conversation = (OdConversation*)(intptr_t)handle;
  size_t n = OdConversationMessageCount(conversation);
  jobjectArray out = (*env)->NewObjectArray(env, (jsize)(2 * n), bytes_class, NULL);
  for (size_t i = 0; out && i < n; ++i) {
    const char* role = NULL;
    const char* content = NULL;
    size_t length = 0;
    if (failed(env, OdConversationMessage(conversation, i, &role, &content, &length))) break;
    jbyteArray role_bytes = to_bytes(env, role, strlen(role));
    jbyteArray content_bytes = role_bytes ? to_bytes(env, content, length) : NULL;
    if (!content_bytes) { /* OutOfMemoryError pending */
      (*env)->DeleteLocalRef(env, role_bytes);
      break;
    }
    (*env)->SetObjectArrayElement(env, out, (jsize)(2 * i), role_bytes);
    (*env)->SetObjectArrayElement(env, out, (jsize)(2 * i + 1), content_bytes);
    (*env)->DeleteLocalRef(env, role_bytes);
    (*env)->DeleteLocalRef(env, content_bytes);
  }
  return (*env)->ExceptionCheck(env) ? NULL : out;
}

/* --- the generator's tokenizer (OdCreateGeneratorTokenizer): a handle of its own --------------- */

EXPORT jlong JNICALL NATIVE(createTokenizer)(JNIEnv* env, jclass cls, jlong generator) {
  (void)cls;
  OdTokenizer* tokenizer = NULL;
  if (!failed(env, OdCreateGeneratorTokenizer((OdGenerator*)(intptr_t)generator, &tokenizer)) && !tokenizer)
    throw_error(env, OD_ERROR_INTERNAL, "the native core returned no tokenizer"); /* never a 0 handle */
  return (jlong)(intptr_t)tokenizer;
}

EXPORT void JNICALL NATIVE(destroyTokenizer)(JNIEnv* env, jclass cls, jlong handle) {
  (void)env, (void)cls;
  OdDestroyTokenizer((OdTokenizer*)(intptr_t)handle);
}

/* The prompt ids of text (UTF-8): special tokens added and parsed, as a generation encodes a prompt. */
EXPORT jintArray JNICALL NATIVE(encode)(JNIEnv* env, jclass cls, jlong handle, jbyteArray text_bytes) {
  (void)cls;
  size_t length = 0;
  char* text = c_string(env, text_bytes, &length);
  if (!text) return NULL;
  OdTokenIds* ids = NULL;
  jintArray out = NULL;
  if (!failed(env, OdTokenizerEncode((const OdTokenizer*)(intptr_t)handle, text, length, 1, 1, &ids))) {
    size_t n = OdTokenIdsCount(ids);
    out = (*env)->NewIntArray(env, (jsize)n);
    if (out && n) (*env)->SetIntArrayRegion(env, out, 0, (jsize)n, (const jint*)OdTokenIdsData(ids));
  }
  OdDestroyTokenIds(ids);
  free(text);
  return (*env)->ExceptionCheck(env) ? NULL : out;
}

EXPORT jlong JNICALL NATIVE(countTokens)(JNIEnv* env, jclass cls, jlong handle, jbyteArray text_bytes) {
  (void)cls;
  size_t length = 0, count = 0;
  char* text = c_string(env, text_bytes, &length);
  if (!text) return -1;
  int bad = failed(env, OdTokenizerCountTokens((const OdTokenizer*)(intptr_t)handle, text, length, 1, 1, &count));
  free(text);
  return bad ? -1 : (jlong)count;
}

/* The text of ids (UTF-8, NUL bytes included), special tokens skipped, as a generation's text. */
EXPORT jbyteArray JNICALL NATIVE(decode)(JNIEnv* env, jclass cls, jlong handle, jintArray ids) {
  (void)cls;
  jsize n = (*env)->GetArrayLength(env, ids);
  uint32_t* copy = malloc((size_t)n * sizeof(uint32_t) + 1);
  if (!copy) {
    jclass oom = (*env)->FindClass(env, "java/lang/OutOfMemoryError");
    if (oom) (*env)->ThrowNew(env, oom, "omnidraft: copying token ids");
    (*env)->DeleteLocalRef(env, oom);
    return NULL;
  }
  (*env)->GetIntArrayRegion(env, ids, 0, n, (jint*)copy);
  char* text = NULL;
  size_t length = 0;
  jbyteArray out = NULL;
  if (!failed(env, OdTokenizerDecode((const OdTokenizer*)(intptr_t)handle, copy, (size_t)n, 1, &text, &length)))
    out = to_bytes(env, text, length);
  OdDestroyString(text);
  free(copy);
  return (*env)->ExceptionCheck(env) ? NULL : out;
}

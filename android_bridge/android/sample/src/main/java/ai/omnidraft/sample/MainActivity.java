package ai.omnidraft.sample;

import ai.omnidraft.CacheConfig;
import ai.omnidraft.Cancellation;
import ai.omnidraft.GenerationConfig;
import ai.omnidraft.GenerationResult;
import ai.omnidraft.Generator;
import ai.omnidraft.OmniDraftException;
import ai.omnidraft.OmniDraftLog;
import ai.omnidraft.Options;
import android.app.Activity;
import android.os.Bundle;
import android.util.Log;
import android.widget.Button;
import android.widget.EditText;
import android.widget.TextView;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;

/**
 * Loads the bundles pushed to the app's storage (docs/android.md: adb push), streams a generation
 * into a TextView and shows tokens/s. All model work runs on one background thread; the UI thread
 * only posts and stops. The loaded pair outlives a rotation (a new activity takes over the same
 * {@link Session}), so a phone never loads, or holds, the models twice.
 */
public class MainActivity extends Activity {
    /** What a configuration change keeps: the pair, its worker thread, and what the screen showed. */
    private static final class Session {
        final ExecutorService worker = Executors.newSingleThreadExecutor();
        volatile Generator generator; // set on the worker, stopped from the UI thread
        volatile MainActivity activity; // the one on screen: the worker's updates go to it
        volatile String status = "Loading the bundles…";
        final StringBuilder output = new StringBuilder(); // touched on the UI thread only
        volatile boolean generating;
        volatile Cancellation cancel = new Cancellation(); // the generation's own: the stop button cancels it

        /** Runs {@code update} on the UI thread against the activity on screen then, if any. */
        void ui(Consumer<MainActivity> update) {
            MainActivity a = activity;
            if (a != null) {
                a.runOnUiThread(() -> {
                    MainActivity now = activity;
                    if (now != null) {
                        update.accept(now);
                    }
                });
            }
        }
    }

    private Session session;
    private TextView status;
    private TextView output;
    private Button generate;
    private Button stop;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setContentView(R.layout.activity_main);
        EditText prompt = findViewById(R.id.prompt);
        status = findViewById(R.id.status);
        output = findViewById(R.id.output);
        generate = findViewById(R.id.generate);
        stop = findViewById(R.id.stop);

        Object kept = getLastNonConfigurationInstance();
        boolean fresh = !(kept instanceof Session);
        session = fresh ? new Session() : (Session) kept;
        session.activity = this;
        show();
        if (fresh) {
            load();
        }

        generate.setOnClickListener(v -> {
            String text = prompt.getText().toString();
            Session s = session;
            s.output.setLength(0);
            s.status = "Generating…";
            s.generating = true;
            Cancellation cancel = new Cancellation(); // one per call
            s.cancel = cancel;
            show();
            s.worker.execute(() -> {
                try {
                    GenerationResult r = s.generator.generate(text,
                            GenerationConfig.builder().maxNewTokens(256).chat(true).build(),
                            piece -> s.ui(a -> {
                                s.output.append(piece);
                                a.output.append(piece);
                            }), cancel);
                    s.status = String.format(Locale.ROOT, "%d tokens, %.1f tok/s, %.2f per step%s",
                            r.stats().newTokens(), r.stats().tokensPerSecond(), r.stats().meanAcceptedLength(),
                            r.stats().stopped() ? " (stopped)" : "");
                } catch (OmniDraftException e) {
                    s.status = e.getMessage();
                } finally {
                    s.generating = false;
                    s.ui(MainActivity::show);
                }
            });
        });
        stop.setOnClickListener(v -> session.cancel.cancel()); // this generation alone; safe from the UI thread
    }

    private void load() {
        // the core's warnings (a drafter dropped, a damaged cache file set aside, a cache not saved) to logcat
        OmniDraftLog.setListener((level, message) -> Log.println(level.androidPriority(), "omnidraft", message));
        // /sdcard/Android/data/ai.omnidraft.sample/files/bundles/{target,draft}: no permission needed
        Path bundles = new File(getExternalFilesDir(null), "bundles").toPath();
        Path target = bundles.resolve("target");
        Path draft = bundles.resolve("draft");
        Path cache = getFilesDir().toPath().resolve("ngram-cache.odc");
        Session s = session;
        s.worker.execute(() -> {
            try {
                Options options = Options.builder()
                        .threads(Math.max(1, Runtime.getRuntime().availableProcessors() / 2))
                        .cache(CacheConfig.file(cache).build())
                        .build();
                s.generator = Generator.open(target, Files.isDirectory(draft) ? draft : null, options);
                s.status = "Ready";
            } catch (OmniDraftException e) {
                s.status = "Cannot load the bundles from " + bundles + ":\n" + e.getMessage();
            } catch (UnsatisfiedLinkError e) { // an ABI the APK has no libomnidraft_jni.so for (arm64-v8a only)
                s.status = "This device cannot load OmniDraft's native library: " + e.getMessage();
            }
            s.ui(MainActivity::show);
        });
    }

    /** The screen from the session's state (a new activity after a rotation starts from it). */
    private void show() {
        status.setText(session.status);
        output.setText(session.output);
        generate.setEnabled(session.generator != null && !session.generating);
        stop.setEnabled(session.generating);
    }

    @Override
    public Object onRetainNonConfigurationInstance() {
        return session; // a rotation: the next activity takes the loaded pair over
    }

    @Override
    protected void onDestroy() {
        Session s = session;
        if (s.activity == this) {
            s.activity = null;
        }
        if (!isChangingConfigurations()) { // leaving for good: stop, save the cache, free the models
            Generator g = s.generator;
            if (g != null) {
                g.stop();
            }
            s.worker.execute(() -> {
                if (s.generator != null) {
                    s.generator.close(); // saves the n-gram cache, best effort (a failure is a warning in logcat)
                }
            });
            s.worker.shutdown();
        }
        super.onDestroy();
    }
}

package ai.omnidraft.sample;

import ai.omnidraft.CacheConfig;
import ai.omnidraft.GenerationConfig;
import ai.omnidraft.Generator;
import ai.omnidraft.OmniDraftException;
import ai.omnidraft.OmniDraftLog;
import ai.omnidraft.Options;
import ai.omnidraft.Result;
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

/**
 * Loads the bundles pushed to the app's storage (docs/android.md: adb push), streams a generation
 * into a TextView and shows tokens/s. All model work runs on one background thread; the UI thread
 * only posts and stops.
 */
public class MainActivity extends Activity {
    private final ExecutorService worker = Executors.newSingleThreadExecutor();
    private volatile Generator generator; // set on the worker, stopped from the UI thread
    private TextView status;
    private TextView output;
    private Button generate;
    private Button stop;

    @Override
    protected void onCreate(Bundle state) {
        super.onCreate(state);
        setContentView(R.layout.activity_main);
        // the core's warnings (a drafter dropped, a damaged cache file set aside, a cache not saved) to logcat
        OmniDraftLog.setListener((level, message) -> Log.println(level.androidPriority(), "omnidraft", message));
        EditText prompt = findViewById(R.id.prompt);
        status = findViewById(R.id.status);
        output = findViewById(R.id.output);
        generate = findViewById(R.id.generate);
        stop = findViewById(R.id.stop);

        // /sdcard/Android/data/ai.omnidraft.sample/files/bundles/{target,draft}: no permission needed
        Path bundles = new File(getExternalFilesDir(null), "bundles").toPath();
        Path target = bundles.resolve("target");
        Path draft = bundles.resolve("draft");
        worker.execute(() -> {
            try {
                Options options = Options.builder()
                        .threads(Math.max(1, Runtime.getRuntime().availableProcessors() / 2))
                        .cache(CacheConfig.file(getFilesDir().toPath().resolve("ngram-cache.odc")).build())
                        .build();
                generator = Generator.open(target, Files.isDirectory(draft) ? draft : null, options);
                runOnUiThread(() -> {
                    status.setText("Ready");
                    generate.setEnabled(true);
                });
            } catch (OmniDraftException e) {
                runOnUiThread(() -> status.setText("Cannot load the bundles from " + bundles + ":\n" + e.getMessage()));
            }
        });

        generate.setOnClickListener(v -> {
            String text = prompt.getText().toString();
            output.setText("");
            status.setText("Generating…");
            generate.setEnabled(false);
            stop.setEnabled(true);
            worker.execute(() -> {
                try {
                    GenerationResult r = generator.generate(text, GenerationConfig.builder().maxNewTokens(256).chat(true).build(),
                            piece -> runOnUiThread(() -> output.append(piece)));
                    String line = String.format(Locale.ROOT, "%d tokens, %.1f tok/s, %.2f per step%s",
                            r.stats().newTokens(), r.stats().tokensPerSecond(), r.stats().meanAcceptedLength(),
                            r.stats().stopped() ? " (stopped)" : "");
                    runOnUiThread(() -> status.setText(line));
                } catch (OmniDraftException e) {
                    runOnUiThread(() -> status.setText(e.getMessage()));
                } finally {
                    runOnUiThread(() -> {
                        generate.setEnabled(true);
                        stop.setEnabled(false);
                    });
                }
            });
        });
        stop.setOnClickListener(v -> generator.stop()); // safe from the UI thread
    }

    @Override
    protected void onDestroy() {
        if (generator != null) {
            generator.stop();
        }
        worker.execute(() -> {
            if (generator != null) {
                generator.close(); // saves the n-gram cache, best effort (a failure is a warning in logcat)
            }
        });
        worker.shutdown();
        super.onDestroy();
    }
}

"""omnidraft serve on the real pair, driven by the official openai client (issue 58's figures):
a prompt streamed and not (server stats beside `omnidraft generate` on the same prompt), a 6-turn
conversation with and without --no-prompt-cache (cached tokens and time to first token per turn),
and a burst of 20 concurrent requests. Traffic goes to 127.0.0.1 only; every loop is bounded.

    python docs/results/serve-1.5b-int4/run.py OUT_DIR
"""

import json
import socket
import subprocess
import sys
import time
import urllib.request
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import openai

from omnidraft.datasets import load_prompts
from omnidraft.tools.chat_bench import FOLLOW_UPS

B = Path.home() / ".cache" / "omnidraft" / "bundles"
TARGET, DRAFT = B / "qwen2.5-coder-1.5b-instruct-int4", B / "smollm2-135m-instruct-int4"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def start(*flags) -> tuple[subprocess.Popen, openai.OpenAI, int]:
    port = free_port()
    proc = subprocess.Popen([sys.executable, "-m", "omnidraft", "serve", "--target", str(TARGET), "--draft", str(DRAFT),
                             "--port", str(port), "--threads", "2", *flags], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL)
    client = openai.OpenAI(base_url=f"http://127.0.0.1:{port}/v1", api_key="none", max_retries=0, timeout=600)
    for _ in range(600):
        try:
            client.models.list()
            return proc, client, port
        except openai.APIConnectionError:
            time.sleep(0.5)
    raise RuntimeError("the server did not start")


def stop(proc):
    proc.terminate()
    proc.wait(timeout=60)


def streamed(client, messages, max_tokens):
    t0, first, text, usage, extra = time.perf_counter(), None, "", None, None
    for chunk in client.chat.completions.create(model=TARGET.name, messages=messages, max_tokens=max_tokens,
                                                temperature=0, stream=True, stream_options={"include_usage": True}):
        if chunk.choices and chunk.choices[0].delta.content:
            first = first or time.perf_counter() - t0
            text += chunk.choices[0].delta.content
        usage = chunk.usage or usage
        extra = (chunk.model_extra or {}).get("omnidraft") or extra  # on the finish chunk
    return text, first, usage, extra


def main(out: Path):
    out.mkdir(parents=True, exist_ok=True)
    report = {}
    question = load_prompts("gsm8k", 1, offset=1000)[0]
    messages = [{"role": "user", "content": question}]
    proc, client, port = start()
    try:
        whole = client.chat.completions.create(model=TARGET.name, messages=messages, max_tokens=128, temperature=0)
        text, ttft, usage, extra = streamed(client, messages, 128)
        report["single_prompt"] = {
            "non_streaming": whole.model_extra["omnidraft"], "streaming": extra, "streaming_ttft_s": round(ttft, 3),
            "same_text": whole.choices[0].message.content == text}
        gen = subprocess.run([sys.executable, "-m", "omnidraft", "generate", question, "--chat", "--target", str(TARGET),
                              "--draft", str(DRAFT), "--threads", "2", "--max-new-tokens", "128", "--json"],
                             capture_output=True, text=True, check=True)
        cli = json.loads(gen.stdout)
        report["single_prompt"]["omnidraft_generate"] = cli["stats"]
        report["single_prompt"]["same_text_as_generate"] = cli["text"] == text
        report["conversation"] = {"prompt_cache": conversation(client, question)}
        # a burst: 20 concurrent requests against --max-queue 8
        with ThreadPoolExecutor(20) as pool:
            def one(i):
                try:
                    client.chat.completions.create(model=TARGET.name, max_tokens=16, temperature=0,
                                                   messages=[{"role": "user", "content": f"Count to {i + 3}."}])
                    return "completed"
                except openai.RateLimitError:
                    return "429"
                except Exception as e:  # noqa: BLE001 - the burst counts every other outcome as an error
                    return f"error: {type(e).__name__}"
            outcomes = list(pool.map(one, range(20)))
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=30) as r:
            health = {"status": r.status, "body": json.loads(r.read())}
        after = client.chat.completions.create(model=TARGET.name, messages=messages, max_tokens=128, temperature=0)
        report["burst"] = {"requests": 20, "completed": outcomes.count("completed"), "429": outcomes.count("429"),
                           "errors": [o for o in outcomes if o.startswith("error")], "health_after": health,
                           "next_request_same_text": after.choices[0].message.content == text}
    finally:
        stop(proc)
    proc, client, _ = start("--no-prompt-cache")
    try:
        report["conversation"]["no_prompt_cache"] = conversation(client, question)
    finally:
        stop(proc)
    (out / "results.json").write_text(json.dumps(report, indent=1) + "\n")
    print(json.dumps(report, indent=1))


def conversation(client, question: str) -> list[dict]:
    history, turns = [], []
    for text in [question, *FOLLOW_UPS]:
        history.append({"role": "user", "content": text})
        reply, ttft, usage, extra = streamed(client, history, 128)
        history.append({"role": "assistant", "content": reply})
        turns.append({"prompt_tokens": usage.prompt_tokens, "cached_tokens": usage.prompt_tokens_details.cached_tokens,
                      "ttft_s": round(ttft, 3), "tokens_per_s": extra["tokens_per_s"],
                      "acceptance": extra["acceptance_per_target_token"]})
    return turns


if __name__ == "__main__":
    main(Path(sys.argv[1]))

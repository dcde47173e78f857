#!/bin/bash
# RSS (anon/file) of the omnidraft export process every 10 s, and disk use
while true; do
  pid=$(pgrep -f "bin/python.*omnidraft export qwen2.5-coder-1.5b" | head -1)
  [ -z "$pid" ] && break
  line=$(grep -E "VmRSS|RssAnon|RssFile|VmHWM" /proc/$pid/status 2>/dev/null | awk '{printf "%s %d ", $1, $2/1024}')
  echo "$(date +%T) $line disk_free=$(df -BG --output=avail /tmp | tail -1) stage=$(tail -1 /tmp/mem/qnn15.log | cut -c1-60)"
  sleep 10
done

#!/bin/bash
# The "before" figures: each export stage as the exporter ran it at commit 0a79568, alone, under /usr/bin/time.
# MODEL: a packaged name; BLOCK: the int4 block size its export chose (128, or 32 for SmolLM2);
# BUNDLE: an int4 bundle of MODEL (the weights are the same before and after).
set -e
MODEL=$1 BLOCK=$2 BUNDLE=$3 WORK=${4:-/tmp/export-memory}
mkdir -p $WORK && git -C "$(dirname "$0")" show 0a79568:export/loader.py > $WORK/old_loader.py
git -C "$(dirname "$0")" show 0a79568:export/parity.py > $WORK/old_parity.py
HF=$(python -c "from omnidraft.export.loader import resolve; print(resolve('$MODEL', progress=False).path)")
/usr/bin/time -f "convert %M KB %e s" python "$(dirname "$0")/before_convert.py" $WORK/old_loader.py $MODEL $WORK/hf
rm -rf $WORK/hf
/usr/bin/time -f "build (in-memory int4) %M KB %e s" python "$(dirname "$0")/before_builder.py" -i $HF -o $WORK/b \
    -p int4 -e cpu -c $WORK/b-cache --extra_options block_size=$BLOCK accuracy_level=4 > $WORK/builder.log 2>&1
rm -rf $WORK/b $WORK/b-cache
/usr/bin/time -f "parity %M KB %e s" python "$(dirname "$0")/before_parity.py" $WORK/old_parity.py $HF $BUNDLE

#!/usr/bin/env bash
# Instructions per combat (or game), steady state: (Ir of N2 runs - Ir of N1 runs) / (N2 - N1).
# usage: scripts/zz-icount.sh [combats|games] [distdir]   (distdir default: dist)
kind=${1:-combats}; dist=$(realpath ${2:-dist})/index.js
n1=300; n2=1300; [ "$kind" = games ] && { n1=50; n2=250; }
ir() { DIST=$dist valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null node --single-threaded --predictable --hash-seed=1 scripts/zz-icount.mjs $kind $1 2>&1 | grep -E "I\s+refs" | tr -d ',' | awk '{print $NF}'; }
a=$(ir $n1); b=$(ir $n2)
echo "$kind: $(( (b - a) / (n2 - n1) )) instructions per run ($dist)"

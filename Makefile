# transcript - GNU make, no configure step.
#   make            build/transcript
#   make check      unit + CLI tests (TAP, run by prove)
#   make sanitize   the same tests on an ASan+UBSan build in build/asan
#   make install    PREFIX, DESTDIR, BINDIR, MANDIR, DATADIR, *COMPDIR honoured

VERSION      = 0.1.0
PREFIX      ?= /usr/local
BINDIR      ?= $(PREFIX)/bin
MANDIR      ?= $(PREFIX)/share/man
DATADIR     ?= $(PREFIX)/share/transcript
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR  ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d
CFLAGS      ?= -O2 -g
B           ?= build
PROVE       ?= prove

# Required flags stay out of CFLAGS, so `make CFLAGS=-O0` keeps them.
REQ_FLAGS  = -std=c11 -pthread -D_GNU_SOURCE -DVERSION='"$(VERSION)"' \
	     -DDATADIR='"$(DATADIR)"' -Isrc -MMD -MP
WARN_FLAGS = -Wall -Wextra -Wpedantic -Wshadow -Wstrict-prototypes \
	     -Wmissing-prototypes -Wwrite-strings -Wvla -Wformat=2 -Wcast-qual \
	     -Wundef -Wimplicit-fallthrough -Wno-format-nonliteral
ALL_CFLAGS = $(REQ_FLAGS) $(WARN_FLAGS) $(CPPFLAGS) $(CFLAGS)
LDLIBS    += -lsqlite3 -lm -pthread

# PostgreSQL (the postgres store): libpq when `pkg-config libpq` or
# pg_config finds it (the headers; libpq is loaded at run time, see
# store_pg.c); PG=no builds without it (use another B= then).
PG ?= auto
ifneq ($(PG),no)
PG_LIBS := $(shell pkg-config --libs libpq 2>/dev/null)
ifneq ($(PG_LIBS),)
PG_CFLAGS := $(shell pkg-config --cflags libpq 2>/dev/null)
else
PG_INC := $(shell pg_config --includedir 2>/dev/null)
ifneq ($(wildcard $(PG_INC)/libpq-fe.h),)
PG_CFLAGS := -I$(PG_INC)
PG_LIBS := -L$(shell pg_config --libdir) -lpq
endif
endif
endif
# The headers are what the build needs: libpq itself is loaded by
# store_pg.c when a postgres store is opened (dlopen), not linked.
ifneq ($(PG_LIBS),)
REQ_FLAGS += -DHAVE_LIBPQ $(PG_CFLAGS)
LDLIBS    += -ldl
endif

# Markdown (export --format=html, export --site): Debian's libcmark-gfm and
# its extensions when `pkg-config libcmark-gfm` finds them, or their
# headers are in /usr/include (no pkg-config); CMARK=no builds without
# (message text then shown as written; use another B= then).
CMARK ?= auto
ifneq ($(CMARK),no)
CMARK_LIBS := $(shell pkg-config --libs libcmark-gfm 2>/dev/null)
ifneq ($(CMARK_LIBS),)
CMARK_CFLAGS := $(shell pkg-config --cflags libcmark-gfm 2>/dev/null)
else ifneq ($(wildcard /usr/include/cmark-gfm-core-extensions.h),)
CMARK_LIBS := -lcmark-gfm -lcmark-gfm-extensions
endif
ifneq ($(CMARK_LIBS),)
REQ_FLAGS += -DHAVE_CMARK $(CMARK_CFLAGS)
LDLIBS    += $(CMARK_LIBS)
endif
endif

LIB_SRC  = $(filter-out src/main.c,$(wildcard src/*.c))
LIB_OBJ  = $(patsubst src/%.c,$(B)/src/%.o,$(LIB_SRC))
UNIT_BIN = $(patsubst tests/unit/t_%.c,$(B)/tests/t_%,$(wildcard tests/unit/t_*.c))
HELPERS  = $(B)/tests/mkdb $(B)/tests/xattr

all: $(B)/transcript

$(B)/%.o: %.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

$(B)/libtranscript.a: $(LIB_OBJ)
	@rm -f $@
	$(AR) rcs $@ $^

$(B)/transcript: $(B)/src/main.o $(B)/libtranscript.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/tests/t_%: $(B)/tests/unit/t_%.o $(B)/tests/unit/tap.o $(B)/tests/unit/evsink.o \
	    $(B)/libtranscript.a
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/tests/mkdb: $(B)/tests/helpers/mkdb.o
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/tests/xattr: $(B)/tests/helpers/xattr.o
	$(CC) $(LDFLAGS) -o $@ $^

# After prove, the skips are summed up (tests/skipsum.sh); with
# TRANSCRIPT_TEST_REQUIRE=all (CI) a skip fails its test instead.
SKIP_LOG = $(abspath $(B)/tests/skips.log)
check: all $(UNIT_BIN) $(HELPERS)
	@rm -f $(SKIP_LOG)
	@TRANSCRIPT=$(abspath $(B)/transcript) TBUILD=$(abspath $(B)) \
	    TRANSCRIPT_SKIP_LOG=$(SKIP_LOG) \
	    $(PROVE) -j2 -e '' $(UNIT_BIN) tests/cli/t*.sh; rc=$$?; \
	    sh tests/skipsum.sh $(SKIP_LOG); exit $$rc

sanitize:
	$(MAKE) B=build/asan \
	    CFLAGS='-O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=all $(EXTRA_CFLAGS)' \
	    LDFLAGS='-fsanitize=address,undefined' check

# The CLI suite with every transcript run under valgrind (memory errors and
# leaks fail the test).  The crash, concurrency, fault, corpus and fuzz
# suites are left out: they measure other things and would take too long.
VALGRIND_TESTS = tests/cli/t0*.sh tests/cli/t1*.sh tests/cli/t2000-contracts.sh \
	tests/cli/t3100-interop.sh tests/cli/t3200-agent-stores.sh \
	tests/cli/t3600-framework-stores.sh \
	tests/cli/t4200-golden.sh tests/cli/t8*.sh
valgrind-check: all $(HELPERS)
	@rm -f $(SKIP_LOG)
	@VALGRIND_TRANSCRIPT=$(abspath $(B)/transcript) \
	    TRANSCRIPT=$(abspath tests/valgrind/transcript) TBUILD=$(abspath $(B)) \
	    TRANSCRIPT_SKIP_LOG=$(SKIP_LOG) \
	    $(PROVE) -j2 -e '' $(VALGRIND_TESTS); rc=$$?; \
	    sh tests/skipsum.sh $(SKIP_LOG); exit $$rc

# Compile every header on its own: each must be self-contained.
check-headers:
	@for h in src/*.h; do \
	    $(CC) $(filter-out -MMD -MP,$(REQ_FLAGS)) $(WARN_FLAGS) -fsyntax-only -x c $$h || exit 1; \
	done

# No module includes a header of a layer above its own, and every module
# is in a layer: the one table is src/LAYERS (tests/layers.sh).
check-layers:
	@sh tests/layers.sh src

install: all
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" \
	    "$(DESTDIR)$(BASHCOMPDIR)" "$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)" \
	    "$(DESTDIR)$(DATADIR)"
	install -m 755 $(B)/transcript "$(DESTDIR)$(BINDIR)/transcript"
	install -m 644 data/prices "$(DESTDIR)$(DATADIR)/prices"
	install -m 644 man/transcript.1 "$(DESTDIR)$(MANDIR)/man1/transcript.1"
	install -m 644 completions/transcript.bash "$(DESTDIR)$(BASHCOMPDIR)/transcript"
	install -m 644 completions/_transcript "$(DESTDIR)$(ZSHCOMPDIR)/_transcript"
	install -m 644 completions/transcript.fish "$(DESTDIR)$(FISHCOMPDIR)/transcript.fish"

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/transcript" \
	    "$(DESTDIR)$(MANDIR)/man1/transcript.1" \
	    "$(DESTDIR)$(BASHCOMPDIR)/transcript" \
	    "$(DESTDIR)$(ZSHCOMPDIR)/_transcript" \
	    "$(DESTDIR)$(FISHCOMPDIR)/transcript.fish" \
	    "$(DESTDIR)$(DATADIR)/prices"

# Stage an install and run the staged binary.
installcheck:
	rm -rf $(B)/stage
	$(MAKE) install DESTDIR=$(abspath $(B)/stage) PREFIX=/usr
	$(B)/stage/usr/bin/transcript --version
	test -f $(B)/stage/usr/share/man/man1/transcript.1
	TRANSCRIPT_DATA_DIR= $(B)/stage/usr/bin/transcript stats --json \
	    fixtures/native/codex | grep -q '"prices":\[".*/stage/usr/bin/../share/transcript/prices"\]'
	$(MAKE) uninstall DESTDIR=$(abspath $(B)/stage) PREFIX=/usr
	test -z "$$(find $(B)/stage -type f)"

clean:
	rm -rf build

-include $(shell find $(B) -type f -name '*.d' -not -path '*/stage/*' 2>/dev/null)

# Keep test objects: they are not throw-away intermediates.
.SECONDARY:

.PHONY: all check sanitize valgrind-check check-headers check-layers install uninstall installcheck clean

# --- bench: bench/run.sh and its helpers (owned by bench/) -------------
#   make bench        every job on scale S (200 sessions), with the table
#   make bench-M      scale M (2,000 sessions, ~0.5 GB; minutes)
#   make bench-L      scale L (5,000 sessions, ~2.5 GB; on request only)
#   make bench-smoke  a tiny scale in seconds, as TAP (tests/cli/t5000)
#   make bench-L200k  the whole-store commands on 200,000 sessions (~5.6 GB,
#                     made once; bench/l200k.sh): time against the floors,
#                     peak RSS against 10 MiB, then index and search of it
#                     (on request, not in CI)
# BENCH_JOBS=REGEX runs only the jobs whose label matches: '^(index|search)'
# for the rows of issue 28.
# Data goes to build/bench-data/SCALE, on the disk (BENCH_DATA=DIR puts it
# elsewhere, e.g. a tmpfs to take fsync out of the picture).
BENCH_BIN = $(B)/bench/gen $(B)/bench/floor $(B)/bench/measure
BENCH_ENV = TRANSCRIPT=$(abspath $(B)/transcript) TBUILD=$(abspath $(B))

bench-bin: $(BENCH_BIN)

# t5000 runs the bench helpers on a tiny scale: make check builds them.
check: $(BENCH_BIN)

$(B)/bench/gen: $(B)/bench/gen.o
	$(CC) $(LDFLAGS) -o $@ $^ -lm

$(B)/bench/floor: $(B)/bench/floor.o
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(B)/bench/measure: $(B)/bench/measure.o
	$(CC) $(LDFLAGS) -o $@ $^

bench: all $(BENCH_BIN)
	$(BENCH_ENV) bench/run.sh S

bench-M: all $(BENCH_BIN)
	$(BENCH_ENV) bench/run.sh M

bench-L: all $(BENCH_BIN)
	$(BENCH_ENV) bench/run.sh L

bench-L200k: all $(BENCH_BIN)
	$(BENCH_ENV) bench/l200k.sh

bench-smoke: all $(BENCH_BIN)
	$(BENCH_ENV) $(PROVE) -e '' tests/cli/t5000-bench-smoke.sh

clean-bench:
	rm -rf $(B)/bench-data bench/data

clean: clean-bench

.PHONY: bench-bin bench bench-M bench-L bench-L200k bench-smoke clean-bench
# --- end bench ---------------------------------------------------------

# --- fuzzing: tests/fuzz/ (see tests/fuzz/README) ----------------------
#   make fuzz           libFuzzer targets build/fuzz/fuzz_NAME (clang, ASan, UBSan)
#   make fuzz-run       each for FUZZ_SECONDS (60), two at a time; new inputs
#                       go to build/fuzz/corpus/NAME, crashes to
#                       tests/fuzz/crashers/NAME/, logs to build/fuzz/NAME.log
#   make fuzz-replay    the fuzz-made corpus through the run_fuzz replayers
# make check builds $(B)/tests/run_fuzz_NAME (run_corpus.c + the target, with
# $(CC)); tests/cli/t7000 replays the seed corpus and the crashers with them.
FUZZ_NAMES   = $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_BIN     = $(FUZZ_NAMES:%=$(B)/fuzz_%)
FUZZ_REPLAY  = $(FUZZ_NAMES:%=$(B)/tests/run_fuzz_%)
FUZZ_CC     ?= clang
FUZZ_B       = build/fuzz
FUZZ_SECONDS ?= 60
FUZZ_FLAGS  ?=
# fuzz_jsonl makes read() return short counts (see the file).
FUZZ_LDFLAGS_jsonl = -Wl,--wrap=read

check: $(FUZZ_REPLAY)

$(B)/tests/run_fuzz_%: $(B)/tests/fuzz/run_corpus.o $(B)/tests/fuzz/fuzz_%.o \
	    $(B)/tests/fuzz/common.o $(B)/libtranscript.a
	$(CC) $(LDFLAGS) $(FUZZ_LDFLAGS_$*) -o $@ $^ $(LDLIBS)

$(B)/fuzz_%: $(B)/tests/fuzz/fuzz_%.o $(B)/tests/fuzz/common.o $(B)/libtranscript.a
	$(CC) $(LDFLAGS) $(FUZZ_LDFLAGS_$*) -o $@ $^ $(LDLIBS)

fuzz-bin: $(FUZZ_BIN)

# Library objects get coverage hooks (fuzzer-no-link); binaries get the engine.
fuzz:
	$(MAKE) B=$(FUZZ_B) CC=$(FUZZ_CC) \
	    CFLAGS='-O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=all' \
	    LDFLAGS='-fsanitize=fuzzer,address,undefined' fuzz-bin

fuzz-run: fuzz
	$(MAKE) -j2 $(FUZZ_NAMES:%=fuzz-run-%)

fuzz-run-%:
	@mkdir -p $(FUZZ_B)/corpus/$* tests/fuzz/crashers/$*
	@echo "fuzz_$*: $(FUZZ_SECONDS)s, log in $(FUZZ_B)/$*.log"
	@$(FUZZ_B)/fuzz_$* -max_total_time=$(FUZZ_SECONDS) -timeout=25 \
	    -close_fd_mask=2 -print_final_stats=1 \
	    -artifact_prefix=tests/fuzz/crashers/$*/ $(FUZZ_FLAGS) \
	    $(FUZZ_B)/corpus/$* tests/fuzz/corpus/$* >$(FUZZ_B)/$*.log 2>&1; \
	    rc=$$?; grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' $(FUZZ_B)/$*.log | \
	    tail -n 1 | sed 's/^/fuzz_$*: /'; exit $$rc

fuzz-replay: $(FUZZ_REPLAY)
	@for n in $(FUZZ_NAMES); do \
	    test -d $(FUZZ_B)/corpus/$$n || continue; \
	    $(B)/tests/run_fuzz_$$n $$n $(FUZZ_B)/corpus/$$n 2>$(B)/fuzz-replay.err || \
	        { grep -v '^transcript: ' $(B)/fuzz-replay.err | tail -n 20; exit 1; }; \
	done
	@TRANSCRIPT_FUZZ_STATS=1 $(B)/tests/run_fuzz_json_diff json_diff \
	    $(wildcard tests/fuzz/corpus/* $(FUZZ_B)/corpus/*) 2>$(B)/fuzz-replay.err || \
	    { grep -v '^transcript: ' $(B)/fuzz-replay.err | tail -n 20; exit 1; }
	@grep '^fuzz_json_diff:' $(B)/fuzz-replay.err

.PHONY: fuzz fuzz-bin fuzz-run fuzz-replay
# --- end fuzzing -------------------------------------------------------

# --- Crash, concurrency and fault tests (tests/crash/README) ----------
# The fault points TRANSCRIPT_TEST_CRASH_AT=N, TRANSCRIPT_TEST_STEPS=FILE
# and TRANSCRIPT_TEST_CRASH_CUT=line are for tests only (src/fsutil.h).
# `make crash-test` runs the long crash harness and the full-size
# concurrency test, and prints their figures.
CRASH_HELPERS = $(B)/tests/killafter $(B)/tests/faultinj.so

$(B)/tests/killafter: $(B)/tests/helpers/killafter.o
	$(CC) $(LDFLAGS) -o $@ $^

$(B)/tests/faultinj.so: tests/helpers/faultinj.c
	@mkdir -p $(@D)
	$(CC) $(ALL_CFLAGS) -fPIC -shared -o $@ $< -ldl

check: $(CRASH_HELPERS)

crash-test: all $(CRASH_HELPERS)
	TRANSCRIPT=$(abspath $(B)/transcript) TBUILD=$(abspath $(B)) \
	    sh tests/crash/run.sh

.PHONY: crash-test

# --- mutation testing: tests/mutate/ (see tests/mutate/README) ---------
#   make mutate   each one-line mutation of tests/mutate/mutants applied to
#                 a copy of the tree (build/mutate/tree), built, and judged
#                 by the tests named for it; fails if a mutant survives.
#                 MUTATE_ONLY=REGEX runs the mutants whose name matches.
#                 Not part of make check.
PYTHON ?= python3

mutate:
	MUTATE_ONLY='$(MUTATE_ONLY)' $(PYTHON) tests/mutate/run.py

.PHONY: mutate
# --- end mutation testing ----------------------------------------------

# --- refactors ---------------------------------------------------------
# Compare what dump, export, grep, stats, check and repair write for every
# fixture with the same at BASE (a commit; default HEAD), built apart:
# a refactor must leave them byte-identical (tests/outputs/compare.sh).
BASE ?= HEAD
compare-outputs: all
	sh tests/outputs/compare.sh '$(BASE)'

.PHONY: compare-outputs

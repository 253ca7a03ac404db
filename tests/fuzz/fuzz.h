/*
 * fuzz.h - what every fuzz target in tests/fuzz/ defines, and its helpers.
 *
 * A target is tests/fuzz/fuzz_NAME.c.  It defines fuzz_name ("NAME"),
 * LLVMFuzzerInitialize() (called once before the first input) and
 * LLVMFuzzerTestOneInput() (one input; it must free all it allocates and
 * keep no pointer into the input).  `make fuzz` links a target with
 * libFuzzer (build/fuzz/fuzz_NAME); `make check` links it with
 * run_corpus.c (build/tests/run_fuzz_NAME), which replays saved inputs
 * through the same function under the normal compiler.
 *
 * A target checks properties with FUZZ_ASSERT(): a violation prints the
 * target, file, line and condition on stderr and aborts, which libFuzzer
 * saves as a crash and run_corpus reports as a failure.
 */
#ifndef FUZZ_H
#define FUZZ_H

#include <stddef.h>
#include <stdint.h>

extern const char fuzz_name[];

int	LLVMFuzzerInitialize(int *argc, char ***argv);
int	LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define FUZZ_ASSERT(cond) \
	((cond) ? (void)0 : fuzz_fail(__FILE__, __LINE__, #cond))
void	fuzz_fail(const char *file, int line, const char *what)
	    __attribute__((noreturn));

/* Is p[0..n) exactly one JSON value (no whitespace around it)?  And in
 * canonical (compact) form: no insignificant whitespace inside either? */
int	fuzz_json_value(const char *p, size_t n);
int	fuzz_json_canonical(const char *p, size_t n);
/* Does p[0..n) hold a byte below 0x20 (a control character or NUL)? */
int	fuzz_has_control(const char *p, size_t n);
/* A 64-bit FNV-1a hash of p[0..n), for deriving choices from an input. */
uint64_t	fuzz_hash(const void *p, size_t n);

#endif

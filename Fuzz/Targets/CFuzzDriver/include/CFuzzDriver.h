/* SPDX-License-Identifier: MIT */
#include <stddef.h>
#include <stdint.h>
/* libFuzzer's driver, called from each target's main (SwiftPM names the entry point itself). */
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*UserCb)(const uint8_t *Data, size_t Size));

/* SPDX-License-Identifier: MIT */
#include "CFuzzDriver.h"

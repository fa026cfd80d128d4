" SPDX-License-Identifier: MIT
" Transit flow files.
autocmd BufRead,BufNewFile *.flow setfiletype transitflow

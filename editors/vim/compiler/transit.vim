" SPDX-License-Identifier: MIT
" :compiler transit, then :make — `transit check` on the current file, its problems in the quickfix list.
if exists("current_compiler") | finish | endif
let current_compiler = "transit"
CompilerSet makeprg=transit\ check\ %
CompilerSet errorformat=%f:%l:%c:\ %trror[%*[^]]]:\ %m,%f:%l:%c:\ %tarning[%*[^]]]:\ %m,%-G%.%#

" SPDX-License-Identifier: MIT
" Vim/Neovim syntax for Transit flow files; the same classes as editors/vscode/syntaxes/transit-flow.tmLanguage.json.
if exists("b:current_syntax") | finish | endif

syn keyword transitDeclaration include app enum error model actions screen coordinator tabs event link notification
syn keyword transitDeclaration require
syn keyword transitMember action method entry on cell destination sheet cover alert dialog var func launch case samples
syn keyword transitMember button
syn keyword transitStatement push present root embed set pop popTo popToRoot dismiss dismissToRoot tab start finish
syn keyword transitStatement terminate release retain refresh log if match remove notify append removeLast removeAll
syn keyword transitStatement popLast then as else in not all none back swipe load appear willPop leave willLeave
syn keyword transitStatement reselect always never reachable reach within
syn keyword transitModifier withNavigation pageSheet formSheet fullScreen automatic popover nonDismissible animated
syn keyword transitModifier repeatable autoRelease onTop replacing path hosted hidesBackButton strongOwner
syn keyword transitModifier hidesBottomBar navigationStack strongParent weakNavigation
syn keyword transitBoolean true false
syn match transitNumber "\<[0-9]\+\>"
syn match transitType "\<[A-Z][A-Za-z0-9_]*\>"
syn match transitEnumCase "\(\w\)\@<!\.[a-z_][A-Za-z0-9_]*"
syn match transitOperator "->\|==\|!=\|<=\|>=\|&&\|||\|=\|!\|?"
syn match transitState "@@\?[A-Za-z_][A-Za-z0-9_]*"
syn region transitString start=+"+ skip=+\\\\\|\\"+ end=+"\|$+ contains=transitEscape
syn match transitEscape "\\\(u{[0-9A-Fa-f]\{1,8}}\|.\)" contained
syn region transitComment start="/\*" end="\*/" contains=@Spell
syn match transitComment "//.*$" contains=@Spell

hi def link transitDeclaration Keyword
hi def link transitMember StorageClass
hi def link transitStatement Statement
hi def link transitModifier Type
hi def link transitBoolean Boolean
hi def link transitNumber Number
hi def link transitType Type
hi def link transitEnumCase Constant
hi def link transitOperator Operator
hi def link transitState Identifier
hi def link transitString String
hi def link transitEscape SpecialChar
hi def link transitComment Comment

let b:current_syntax = "transitflow"

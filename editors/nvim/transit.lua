-- SPDX-License-Identifier: MIT
-- Neovim (0.7 or later): Transit's file type and syntax (editors/vim) and `transit lsp` for every flow buffer.
-- In init.lua:  dofile("/path/to/transit/editors/nvim/transit.lua")
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
vim.opt.runtimepath:append(here .. "../vim")
vim.api.nvim_create_autocmd("FileType", {
  pattern = "transitflow",
  callback = function(args)
    local client = vim.lsp.start_client({ name = "transit", cmd = { "transit", "lsp" }, root_dir = vim.fn.getcwd() })
    if client then vim.lsp.buf_attach_client(args.buf, client) end
  end,
})

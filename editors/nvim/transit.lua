-- SPDX-License-Identifier: MIT
-- Neovim (0.7 or later): Transit's file type and syntax (editors/vim) and `transit lsp` for flow buffers, one server
-- per workspace (the folder holding .git above the file, else the file's folder) shared by all its buffers.
-- In init.lua:  dofile("/path/to/transit/editors/nvim/transit.lua")
local here = debug.getinfo(1, "S").source:sub(2):match("(.*/)")
vim.opt.runtimepath:append(here .. "../vim")

local clients = {}  -- workspace folder -> client id

local function workspace(file)
  local dir = vim.fn.fnamemodify(file, ":p:h")
  local git = vim.fn.finddir(".git", dir .. ";")
  if git ~= "" then return vim.fn.fnamemodify(git, ":p:h:h") end
  return dir
end

vim.api.nvim_create_autocmd("FileType", {
  pattern = "transitflow",
  callback = function(args)
    local root = workspace(vim.api.nvim_buf_get_name(args.buf))
    local id = clients[root]
    if not id or not vim.lsp.get_client_by_id(id) then
      id = vim.lsp.start_client({ name = "transit", cmd = { "transit", "lsp" }, root_dir = root })
      clients[root] = id
    end
    if id then vim.lsp.buf_attach_client(args.buf, id) end
  end,
})

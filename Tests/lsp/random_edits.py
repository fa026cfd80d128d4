# SPDX-License-Identifier: MIT
"""Random edits and requests, in one batch, to `transit lsp`: every request is answered and the server exits
cleanly. Edits land anywhere (out of range, inside emoji, unbalanced braces). Usage: random_edits.py SEED TRANSIT FLOW"""
import subprocess, json, random, sys
random.seed(int(sys.argv[1]))
def frame(o):
    b=json.dumps(o).encode(); return b"Content-Length: %d\r\n\r\n" % len(b) + b
text=open(sys.argv[3]).read()
uri="file:///tmp/lspfuzz.flow"
msgs=[{"jsonrpc":"2.0","id":0,"method":"initialize","params":{}},
{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":uri,"languageId":"x","version":1,"text":text}}}]
ids=1
reqs=["textDocument/formatting","textDocument/documentSymbol","textDocument/definition","textDocument/hover","textDocument/completion","textDocument/foldingRange","textDocument/references","textDocument/codeAction","textDocument/semanticTokens/full","workspace/symbol","textDocument/rename"]
for k in range(150):
    if random.random()<0.6:
        l1=random.randint(-2,400); c1=random.randint(-2,200); l2=l1+random.randint(0,3); c2=random.randint(0,200)
        t=random.choice(["","x","😀","画面","{","}","\n","screen Z {","(", "\"", "/*", "//", ".","push "])
        msgs.append({"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":uri,"version":k+2},"contentChanges":[{"range":{"start":{"line":l1,"character":c1},"end":{"line":l2,"character":c2}},"text":t}]}})
    else:
        m=random.choice(reqs)
        p={"textDocument":{"uri":uri},"position":{"line":random.randint(0,300),"character":random.randint(0,120)},"newName":random.choice(["Foo","push","x y",""]),"query":"a",
           "range":{"start":{"line":0,"character":0},"end":{"line":500,"character":0}},"context":{"diagnostics":[]},"options":{"tabSize":2,"insertSpaces":True}}
        msgs.append({"jsonrpc":"2.0","id":ids,"method":m,"params":p}); ids+=1
msgs.append({"jsonrpc":"2.0","id":ids,"method":"shutdown"}); msgs.append({"jsonrpc":"2.0","method":"exit"})
p=subprocess.run([sys.argv[2],'lsp'],input=b"".join(frame(m) for m in msgs),capture_output=True,timeout=300)
out=p.stdout; answered=set(); i=0
while True:
    j=out.find(b"\r\n\r\n",i)
    if j<0: break
    n=int(out[i:j].split(b":")[1]); body=json.loads(out[j+4:j+4+n]); i=j+4+n
    if "id" in body and body.get("id") is not None: answered.add(body["id"])
missing=set(range(ids+1))-answered
print("rc", p.returncode, "requests", ids + 1, "unanswered", sorted(missing)[:5])
sys.exit(0 if p.returncode == 0 and not missing else 1)

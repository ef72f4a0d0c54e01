import re,glob,sys
# crude: function starts at a line matching function/arrow/method def at indentation, ends at matching closing brace at same indentation
res=[]
for f in glob.glob('src/**/*.ts',recursive=True):
    L=open(f).read().split('\n')
    for i,l in enumerate(L):
        m=re.match(r'^(\s*)(export )?(async )?(function\s+(\w+)|(const|let)\s+(\w+)\s*=.*=>\s*\{$|(public |private |static )*(\w+)\s*\([^)]*\)[^=]*\{$)',l)
        if not m: continue
        ind=m.group(1)
        name=m.group(5) or m.group(7) or m.group(9)
        if name in ('if','for','while','switch','catch'): continue
        for j in range(i+1,len(L)):
            if L[j].startswith(ind+'}') and (len(L[j])==len(ind)+1 or L[j][len(ind)+1] in ';),'):
                n=j-i+1
                if n>80: res.append((n,f,name,i+1))
                break
for r in sorted(res,reverse=True): print(*r)

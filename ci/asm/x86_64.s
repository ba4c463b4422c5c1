# target x86_64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	mov     ecx,0x1
	xor     eax,eax
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	ret
.L0:
	mov     edx,0x3b9aca00
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	mov     ecx,0x1
	xor     eax,eax
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     cl,0x1
	jne     .L2
.L0:
	mov     eax,ecx
	ret
.L1:
	mov     edx,eax
	or      edx,0x1
	lock cmpxchg DWORD PTR [rdi],edx
	je      .L0
.L2:
	test    al,0x9
	sete    cl
	je      .L1
	jmp     .L0

== hintlock_probe_unlock
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	jne     .L0
	ret
.L0:
	dec     esi
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== hintlock_probe_unlock_fair
	mov     esi,DWORD PTR [rdi]
	cmp     esi,0x1f
	ja      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	jne     .L0
	ret
.L0:
	dec     esi
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0xb8
	mov     DWORD PTR [rsp+0x34],edx
	mov     QWORD PTR [rsp+0x98],rsi
	mov     r15,rdi
	movabs  rbp,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x38],0x0
	mov     QWORD PTR [rsp+0x70],0x0
	mov     QWORD PTR [rsp+0x77],0x0
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     DWORD PTR [rsp+0x68],0x3b9aca00
	mov     r12d,DWORD PTR [rdi]
	mov     rcx,0xffffffffffffffb0
	mov     rax,QWORD PTR fs:[rcx]
	mov     rbx,QWORD PTR fs:[rcx+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR fs:[rcx],xmm0
	test    r12b,0x10
	je      .L3
	cmp     rax,r15
	jne     .L3
	lea     r13,[rip+REL] # <hintlock::spin::policy::now_ns>
	call    r13
	mov     r14,rax
	call    r13
	xor     ecx,ecx
	sub     rax,r14
	cmovae  rcx,rax
	lea     rdx,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rdx]
	cmp     rcx,rax
	jae     .L1
	mov     rax,QWORD PTR [rdx]
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     rax,rcx
	mov     rsi,rcx
	cmovbe  rsi,rax
	lock cmpxchg QWORD PTR [rdx],rsi
	jne     .L0
	mov     rax,rcx
.L1:
	imul    rbp,r15
	shr     rbp,0x3a
	xor     ecx,ecx
	mov     rsi,r14
	sub     rsi,rbx
	cmovb   rsi,rcx
	sub     rsi,rax
	cmovb   rsi,rcx
	mov     ecx,ebp
	shl     ecx,0x6
	lea     rdx,[rip+REL] # <hintlock::spin::policy::HINTS>
	lea     rax,[rdx+rcx*1]
	mov     rcx,QWORD PTR [rdx+rcx*1]
	mov     edx,0x1
	cmp     rsi,0x3c
	jb      .L2
	mov     edx,0x2
	test    cl,0x2
	jne     .L2
	and     ecx,0x1
	or      rcx,0x2
	mov     rdx,rcx
.L2:
	lea     rcx,[rdx+r14*4]
	mov     QWORD PTR [rax],rcx
	jmp     .L4
.L3:
	imul    rbp,r15
	shr     rbp,0x3a
.L4:
	lea     rdi,[rsp+0x70]
	shl     ebp,0x6
	add     rbp,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0xa8],rbp
	lea     r8,[rsp+0x38]
	inc     r8d
	mov     r11d,0x3b9aca00
	xor     r14d,r14d
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	lea     rsi,[rsp+0x20]
	xor     ebx,ebx
.L5:
	mov     eax,ebx
	mov     BYTE PTR [rsp+0xb],bl
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebp,[rax*8-0x19]
	mov     DWORD PTR [rsp+0x88],ebp
	and     ebp,0xffffffed
	lea     ecx,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x14],ecx
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0x8c],eax
	mov     r13d,r12d
.L6:
	xor     eax,eax
	movzx   ebx,BYTE PTR [rsp+0xb]
	mov     r12d,DWORD PTR [rsp+0x14]
.L7:
	mov     QWORD PTR [rsp+0xb0],rax
	test    bl,0x1
	je      .L12
.L8:
	test    r13b,0x1
	jne     .L10
	test    r14b,0x1
	je      .L18
	xchg    ax,ax
.L9:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L50
	mov     r13d,eax
	test    r13b,0x1
	je      .L9
	mov     BYTE PTR [rsp+0x7e],0x1
	mov     bl,0x1
	jmp     .L11
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L10:
	mov     ebx,r14d
.L11:
	test    r13b,0x4
	je      .L22
	test    bl,0x1
	je      .L22
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r12d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	jne     .L8
	jmp     .L50
	nop     DWORD PTR [rax+rax*1+0x0]
.L12:
	test    r13b,0x1
	jne     .L15
	test    r14b,0x1
	je      .L17
.L13:
	test    r13b,0x8
	jne     .L14
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L50
	mov     r13d,eax
	test    r13b,0x1
	je      .L13
	mov     BYTE PTR [rsp+0x7e],0x1
.L14:
	mov     bl,0x1
	jmp     .L16
	nop     DWORD PTR [rax+0x0]
.L15:
	mov     ebx,r14d
.L16:
	test    r13b,0x4
	je      .L22
	test    bl,0x1
	je      .L22
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r12d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	jne     .L12
	jmp     .L50
	nop     DWORD PTR [rax+rax*1+0x0]
.L17:
	test    r13b,0x8
	jne     .L21
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	mov     ecx,r13d
	and     ecx,0xffffffe6
	inc     ecx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L50
	mov     r13d,eax
	test    r13b,0x1
	je      .L17
	jmp     .L20
.L18:
	mov     ebx,DWORD PTR [rsp+0x88]
	nop     DWORD PTR [rax+rax*1+0x0]
.L19:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L50
	mov     r13d,eax
	test    r13b,0x1
	je      .L19
.L20:
	mov     BYTE PTR [rsp+0x7e],0x1
.L21:
	xor     r14d,r14d
	xor     ebx,ebx
.L22:
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	mov     QWORD PTR [rsp+0x18],r8
	mov     DWORD PTR [rsp+0xc],r11d
	jne     .L23
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     rsi,[rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,QWORD PTR [rsp+0x18]
	lea     rdi,[rsp+0x70]
	test    al,al
	je      .L34
.L23:
	inc     r12d
	mov     DWORD PTR [rsp+0x70],r12d
	mov     eax,DWORD PTR [rsp+0x78]
	inc     eax
	cmove   eax,r10d
	mov     ecx,DWORD PTR [rsp+0x38]
	mov     DWORD PTR [rsp+0x80],eax
	mov     DWORD PTR [rsp+0x78],eax
	mov     DWORD PTR [rsp+0x84],ecx
	test    ecx,ecx
	sete    al
	movzx   ecx,BYTE PTR [rsp+0x7e]
	mov     BYTE PTR [rsp+0x13],cl
	xor     cl,0x1
	and     cl,al
	and     r12d,0x3
	cmp     r12d,0x1
	setne   al
	test    al,cl
	jne     .L32
	call    rdx
	mov     edi,edx
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],edx
	mov     r12d,DWORD PTR [rsp+0x48]
	cmp     r12d,0x3b9aca00
	jne     .L24
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     r12d,edi
	mov     QWORD PTR [rsp+0x90],rax
	jmp     .L25
.L24:
	mov     rcx,QWORD PTR [rsp+0x40]
	mov     QWORD PTR [rsp+0x90],rcx
.L25:
	mov     ecx,DWORD PTR [rsp+0x58]
	cmp     ecx,0x3b9aca00
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	jne     .L26
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],edi
	mov     ecx,edi
.L26:
	mov     r8d,DWORD PTR [rsp+0x68]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x60]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x60],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x68],edi
	cmp     BYTE PTR [rsp+0x7d],0x0
	mov     BYTE PTR [rsp+0x7d],0x0
	je      .L27
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],edi
	mov     ecx,edi
.L27:
	mov     eax,DWORD PTR [rsp+0x84]
	test    eax,eax
	mov     r8,QWORD PTR [rsp+0x18]
	je      .L28
	cmp     eax,0x1
	jne     .L31
	lea     r12,[rsp+0x20]
	mov     rdi,r12
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,QWORD PTR [rsp+0x18]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	mov     eax,0x3e7
	cmp     rax,rcx
	mov     eax,0x0
	sbb     rax,rdx
	lea     rdi,[rsp+0x70]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L34
	mov     rsi,r12
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x38],rax
	jmp     .L32
.L28:
	cmp     DWORD PTR [rsp+0x80],0x7
	lea     rdi,[rsp+0x70]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	lea     rsi,[rsp+0x20]
	jbe     .L29
	mov     rsi,QWORD PTR [rsp+0x50]
	lea     rdi,[rsp+0x20]
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     rsi,[rsp+0x20]
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,QWORD PTR [rsp+0x18]
	lea     rdi,[rsp+0x70]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	mov     eax,0x7cf
	cmp     rax,rcx
	mov     eax,0x0
	sbb     rax,rdx
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L34
.L29:
	test    BYTE PTR [rsp+0x13],0x1
	jne     .L30
	mov     rdi,rsi
	mov     rsi,QWORD PTR [rsp+0x90]
	mov     edx,r12d
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     rsi,[rsp+0x20]
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,QWORD PTR [rsp+0x18]
	lea     rdi,[rsp+0x70]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L32
.L30:
	mov     DWORD PTR [rsp+0x38],0x1
	jmp     .L32
.L31:
	mov     eax,DWORD PTR [rsp+0x3c]
	cmp     eax,0x3
	lea     rdi,[rsp+0x70]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	lea     rsi,[rsp+0x20]
	jae     .L34
	inc     eax
	mov     DWORD PTR [rsp+0x38],0x2
	mov     DWORD PTR [rsp+0x3c],eax
.L32:
	test    BYTE PTR [rsp+0xb0],0x1
	jne     .L33
	mov     rax,QWORD PTR [rsp+0xa8]
	mov     rax,QWORD PTR [rax]
	and     al,0x1
	mov     BYTE PTR [rsp+0x7c],al
	test    r13b,0x10
	jne     .L33
	mov     rcx,0xffffffffffffffa8
	mov     eax,DWORD PTR fs:[rcx]
	inc     eax
	mov     DWORD PTR fs:[rcx],eax
	test    al,0xf
	jne     .L33
	mov     rdi,r15
	mov     r12,r8
	mov     r13,r9
	mov     ebx,r11d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	lea     rsi,[rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,ebx
	mov     r10d,0xffffffff
	mov     r9,r13
	mov     r8,r12
	lea     rdi,[rsp+0x70]
	test    al,al
	je      .L33
	lock or DWORD PTR [r15],0x10
.L33:
	mov     eax,DWORD PTR [rsp+0x38]
	cmp     eax,0x2
	je      .L35
	cmp     eax,0x1
	jne     .L37
	mov     rbx,rdi
	mov     r12,r8
	mov     r13,r9
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	lea     rsi,[rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,r13
	mov     r8,r12
	mov     rdi,rbx
	jmp     .L36
.L34:
	cmp     DWORD PTR [rsp+0x34],0x3b9aca00
	je      .L43
	mov     r12,rdi
	call    rdx
	cmp     rax,QWORD PTR [rsp+0x98]
	jne     .L41
	cmp     edx,DWORD PTR [rsp+0x34]
	mov     rdi,r12
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L42
	jmp     .L43
.L35:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r12,r8
	mov     r13,r9
	mov     ebx,r11d
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	lea     rsi,[rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,ebx
	mov     r10d,0xffffffff
	mov     r9,r13
	mov     r8,r12
	lea     rdi,[rsp+0x70]
.L36:
	movzx   ebx,BYTE PTR [rsp+0xb]
	mov     r12d,DWORD PTR [rsp+0x14]
	jmp     .L40
.L37:
	mov     r12,rsi
	mov     rbx,rdx
	movzx   ecx,BYTE PTR [rsp+0x7c]
	lea     eax,[rcx*4+0x4]
	shl     ecx,0x3
	add     ecx,DWORD PTR [rsp+0x70]
	cmp     eax,ecx
	cmovb   ecx,eax
	mov     eax,DWORD PTR [rsp+0x74]
	test    eax,eax
	cmove   eax,r8d
	mov     edx,eax
	shl     edx,0xd
	xor     edx,eax
	mov     eax,edx
	shr     eax,0x11
	xor     eax,edx
	mov     edx,eax
	shl     edx,0x5
	mov     esi,0xffffffff
	shl     esi,cl
	xor     edx,eax
	mov     DWORD PTR [rsp+0x74],edx
	not     esi
	and     esi,edx
	lea     ecx,[rsi+0x1]
	mov     eax,ecx
	and     eax,0x7
	cmp     esi,0x7
	mov     rdx,rbx
	mov     rsi,r12
	movzx   ebx,BYTE PTR [rsp+0xb]
	mov     r12d,DWORD PTR [rsp+0x14]
	jb      .L39
	and     ecx,0xfffffff8
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L38:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L38
	test    eax,eax
	je      .L40
	nop     DWORD PTR [rax+0x0]
.L39:
	pause
	dec     eax
	jne     .L39
.L40:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	jmp     .L7
.L41:
	mov     rdi,r12
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jl      .L43
.L42:
	test    bl,0x1
	je      .L52
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x8c]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	mov     eax,0x0
	mov     r8,QWORD PTR [rsp+0x18]
	lea     rsi,[rsp+0x20]
	movzx   ebx,BYTE PTR [rsp+0xb]
	mov     r12d,DWORD PTR [rsp+0x14]
	jne     .L7
	jmp     .L51
.L43:
	cmp     r11d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r12d,[rcx+0x20]
	test    bl,0x1
	cmovne  r12d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	movzx   esi,BYTE PTR [rsp+0xb]
	or      cl,sil
	or      cl,al
	test    cl,0x1
	je      .L44
	mov     ebx,esi
	mov     r8,QWORD PTR [rsp+0x18]
	jmp     .L47
.L44:
	mov     rax,QWORD PTR [rsp+0xa0]
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],r11d
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L45
	or      r12d,0x8
	mov     bl,0x1
	jmp     .L46
.L45:
	mov     eax,r12d
	or      eax,0x8
	cmp     edx,0x7a120
	setae   bl
	cmovae  r12d,eax
.L46:
	lea     rdi,[rsp+0x70]
	mov     r8,QWORD PTR [rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
.L47:
	lea     rsi,[rsp+0x20]
	cmp     r12d,r13d
	je      .L48
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],r12d
	mov     r13d,eax
	jne     .L6
.L48:
	mov     r14b,0x1
	test    r12b,0x4
	jne     .L5
	mov     r13,rdx
	mov     r14,rdi
	mov     ebp,r11d
	cmp     r11d,0x3b9aca00
	jne     .L49
	call    r13
	mov     QWORD PTR [rsp+0xa0],rax
	mov     ebp,edx
.L49:
	movzx   r9d,bl
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r12d
	mov     rdx,QWORD PTR [rsp+0x98]
	mov     ecx,DWORD PTR [rsp+0x34]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x38],0x0
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     DWORD PTR [rsp+0x68],0x3b9aca00
	mov     rdi,r14
	mov     QWORD PTR [r14],0x0
	mov     QWORD PTR [r14+0x7],0x0
	mov     r12d,DWORD PTR [r15]
	mov     r14b,0x1
	mov     r8,QWORD PTR [rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,ebp
	mov     rdx,r13
	lea     rsi,[rsp+0x20]
	jmp     .L5
.L50:
	mov     al,0x1
.L51:
	add     rsp,0xb8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L52:
	xor     eax,eax
	jmp     .L51

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	push    rbp
	push    rbx
	push    rax
	mov     eax,esi
	test    al,0x10
	jne     .L3
	mov     ecx,0x2
	test    al,0x8
	jne     .L1
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     eax,0x20
	jb      .L2
	mov     ecx,eax
	and     ecx,0xa
	jne     .L2
	mov     ecx,eax
	or      ecx,0x2
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	mov     ecx,0x1
.L1:
	mov     esi,0x1
	mov     edx,0x80
	add     rsp,0x8
	pop     rbx
	pop     rbp
	jmp     QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
.L2:
	add     rsp,0x8
	pop     rbx
	pop     rbp
	ret
.L3:
	mov     rbx,rdi
	mov     ebp,eax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::released>
	mov     eax,ebp
	mov     rdi,rbx
	mov     ecx,0x2
	test    al,0x8
	je      .L0
	jmp     .L1

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mov     eax,esi
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     eax,0x20
	jb      .L1
	mov     ecx,eax
	and     ecx,0x8
	jne     .L1
	mov     ecx,eax
	or      ecx,0x4
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	mov     esi,0x1
	mov     edx,0x80
	mov     ecx,0x1
	jmp     QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
.L1:
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	jne     .L2
	ret
.L2:
	dec     esi
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

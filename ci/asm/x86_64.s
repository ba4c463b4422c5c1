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
	mov     DWORD PTR [rsp+0x24],edx
	mov     QWORD PTR [rsp+0xa8],rsi
	mov     r15,rdi
	movabs  rdi,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x28],0x0
	mov     QWORD PTR [rsp+0x60],0x0
	mov     QWORD PTR [rsp+0x67],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     r14d,DWORD PTR [r15]
	mov     rcx,0xffffffffffffffb0
	mov     rax,QWORD PTR fs:[rcx]
	mov     r12,QWORD PTR fs:[rcx+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR fs:[rcx],xmm0
	test    r14b,0x10
	je      .L3
	cmp     rax,r15
	jne     .L3
	lea     r13,[rip+REL] # <hintlock::spin::policy::now_ns>
	mov     rbp,rdi
	call    r13
	mov     rbx,rax
	call    r13
	mov     rdi,rbp
	xor     ecx,ecx
	sub     rax,rbx
	cmovae  rcx,rax
	lea     rdx,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rdx]
	cmp     rcx,rax
	jae     .L1
	mov     rax,QWORD PTR [rdx]
	nop     WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     rax,rcx
	mov     rsi,rcx
	cmovbe  rsi,rax
	lock cmpxchg QWORD PTR [rdx],rsi
	jne     .L0
	mov     rax,rcx
.L1:
	imul    rdi,r15
	shr     rdi,0x3a
	xor     ecx,ecx
	mov     rsi,rbx
	sub     rsi,r12
	cmovb   rsi,rcx
	sub     rsi,rax
	cmovb   rsi,rcx
	mov     ecx,edi
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
	lea     rcx,[rdx+rbx*4]
	mov     QWORD PTR [rax],rcx
	jmp     .L4
.L3:
	imul    rdi,r15
	shr     rdi,0x3a
.L4:
	shl     edi,0x6
	add     rdi,QWORD PTR [rip+REL] # <GOT: ?>
	lea     r8,[rsp+0x28]
	lea     esi,[r8+0x1]
	mov     r11d,0x3b9aca00
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	xor     r12d,r12d
	xor     ebp,ebp
.L5:
	mov     eax,ebp
	mov     BYTE PTR [rsp+0x7],bpl
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebx,[rax*8-0x19]
	mov     DWORD PTR [rsp+0x94],ebx
	and     ebx,0xffffffed
	lea     ecx,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x14],ecx
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0x98],eax
	mov     r13d,r14d
.L6:
	xor     eax,eax
	movzx   ebp,BYTE PTR [rsp+0x7]
	mov     r14d,DWORD PTR [rsp+0x14]
.L7:
	mov     DWORD PTR [rsp+0x9c],eax
	test    bpl,0x1
	je      .L12
.L8:
	test    r13b,0x1
	jne     .L10
	test    r12b,0x1
	je      .L19
	xchg    ax,ax
.L9:
	mov     BYTE PTR [rsp+0x6d],0x1
	mov     DWORD PTR [rsp+0x68],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L53
	mov     r13d,eax
	test    r13b,0x1
	je      .L9
	mov     BYTE PTR [rsp+0x6e],0x1
	mov     bpl,0x1
	jmp     .L11
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L10:
	mov     ebp,r12d
.L11:
	test    r13b,0x4
	je      .L18
	test    bpl,0x1
	je      .L18
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L8
	jmp     .L53
	nop     DWORD PTR [rax+0x0]
.L12:
	test    r13b,0x1
	jne     .L15
	test    r12b,0x1
	je      .L17
	nop     DWORD PTR [rax+0x0]
.L13:
	test    r13b,0x8
	jne     .L14
	mov     BYTE PTR [rsp+0x6d],0x1
	mov     DWORD PTR [rsp+0x68],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L53
	mov     r13d,eax
	test    r13b,0x1
	je      .L13
	mov     BYTE PTR [rsp+0x6e],0x1
.L14:
	mov     bpl,0x1
	jmp     .L16
	nop     WORD PTR [rax+rax*1+0x0]
.L15:
	mov     ebp,r12d
.L16:
	test    r13b,0x4
	je      .L18
	test    bpl,0x1
	je      .L18
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L12
	jmp     .L53
.L17:
	test    r13b,0x8
	jne     .L22
	mov     BYTE PTR [rsp+0x6d],0x1
	mov     DWORD PTR [rsp+0x68],0x0
	mov     ecx,r13d
	and     ecx,0xffffffe6
	inc     ecx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L53
	mov     r13d,eax
	test    r13b,0x1
	je      .L17
	jmp     .L21
.L18:
	mov     DWORD PTR [rsp+0x8],esi
	jmp     .L24
.L19:
	mov     ebp,DWORD PTR [rsp+0x94]
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L20:
	mov     BYTE PTR [rsp+0x6d],0x1
	mov     DWORD PTR [rsp+0x68],0x0
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	je      .L53
	mov     r13d,eax
	test    r13b,0x1
	je      .L20
.L21:
	mov     DWORD PTR [rsp+0x8],esi
	mov     BYTE PTR [rsp+0x6e],0x1
	jmp     .L23
.L22:
	mov     DWORD PTR [rsp+0x8],esi
.L23:
	xor     r12d,r12d
	xor     ebp,ebp
.L24:
	mov     r14d,DWORD PTR [rsp+0x60]
	test    r14d,r14d
	mov     QWORD PTR [rsp+0x18],rdi
	mov     DWORD PTR [rsp+0xc],r11d
	jne     .L25
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x18]
	test    al,al
	je      .L36
.L25:
	inc     r14d
	mov     DWORD PTR [rsp+0x60],r14d
	mov     eax,DWORD PTR [rsp+0x68]
	inc     eax
	cmove   eax,r10d
	mov     ecx,DWORD PTR [rsp+0x28]
	mov     DWORD PTR [rsp+0x8c],eax
	mov     DWORD PTR [rsp+0x68],eax
	mov     DWORD PTR [rsp+0x90],ecx
	test    ecx,ecx
	sete    al
	movzx   esi,BYTE PTR [rsp+0x6e]
	mov     ecx,esi
	xor     cl,0x1
	and     cl,al
	and     r14d,0x3
	cmp     r14d,0x1
	setne   al
	test    al,cl
	jne     .L34
	mov     BYTE PTR [rsp+0x13],sil
	mov     r14,r9
	call    rdx
	mov     edi,edx
	mov     QWORD PTR [rsp+0x78],rax
	mov     DWORD PTR [rsp+0x80],edx
	mov     ecx,DWORD PTR [rsp+0x38]
	cmp     ecx,0x3b9aca00
	jne     .L26
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edi
	mov     DWORD PTR [rsp+0x74],edi
	mov     QWORD PTR [rsp+0xa0],rax
	jmp     .L27
.L26:
	mov     DWORD PTR [rsp+0x74],ecx
	mov     rcx,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0xa0],rcx
.L27:
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	mov     r9,r14
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	jne     .L28
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L28:
	mov     r8d,DWORD PTR [rsp+0x58]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x50]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x50],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x58],edi
	cmp     BYTE PTR [rsp+0x6d],0x0
	mov     BYTE PTR [rsp+0x6d],0x0
	je      .L29
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L29:
	mov     eax,DWORD PTR [rsp+0x90]
	test    eax,eax
	lea     r8,[rsp+0x28]
	je      .L30
	cmp     eax,0x1
	jne     .L33
	lea     rdi,[rsp+0x78]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,r14
	lea     r8,[rsp+0x28]
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
	mov     rdi,QWORD PTR [rsp+0x18]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L36
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x28],rax
	jmp     .L34
.L30:
	cmp     DWORD PTR [rsp+0x8c],0x7
	mov     rdi,QWORD PTR [rsp+0x18]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jbe     .L31
	mov     rsi,QWORD PTR [rsp+0x40]
	lea     rdi,[rsp+0x78]
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,r14
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x18]
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
	jb      .L36
.L31:
	test    BYTE PTR [rsp+0x13],0x1
	jne     .L32
	lea     rdi,[rsp+0x78]
	mov     rsi,QWORD PTR [rsp+0xa0]
	mov     edx,DWORD PTR [rsp+0x74]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,r14
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x18]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L34
.L32:
	mov     DWORD PTR [rsp+0x28],0x1
	jmp     .L34
.L33:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	mov     rdi,QWORD PTR [rsp+0x18]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L36
	inc     eax
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
.L34:
	test    BYTE PTR [rsp+0x9c],0x1
	jne     .L35
	and     r13d,0x10
	mov     rsi,QWORD PTR [rdi]
	mov     eax,esi
	and     al,0x1
	mov     BYTE PTR [rsp+0x6c],al
	mov     rcx,0xffffffffffffffa8
	mov     eax,DWORD PTR fs:[rcx]
	inc     eax
	mov     DWORD PTR fs:[rcx],eax
	imul    ecx,eax,0x9e3779b9
	xor     ecx,r8d
	or      ecx,0x1
	mov     DWORD PTR [rsp+0x64],ecx
	and     eax,0xf
	or      eax,r13d
	jne     .L35
	mov     r14,rdi
	mov     r13,r8
	mov     rbp,r9
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,rbp
	mov     r8,r13
	mov     rdi,r14
	test    al,al
	je      .L35
	lock or DWORD PTR [r15],0x10
.L35:
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x2
	je      .L37
	cmp     eax,0x1
	jne     .L39
	mov     r14,rdi
	mov     r13,r8
	mov     rbp,r9
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	mov     r10d,0xffffffff
	mov     r9,rbp
	mov     r8,r13
	mov     rdi,r14
	jmp     .L38
.L36:
	cmp     DWORD PTR [rsp+0x24],0x3b9aca00
	je      .L46
	mov     r14,rdi
	call    rdx
	cmp     rax,QWORD PTR [rsp+0xa8]
	jne     .L44
	cmp     edx,DWORD PTR [rsp+0x24]
	mov     rdi,r14
	lea     r8,[rsp+0x28]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L45
	jmp     .L46
.L37:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r13,r8
	mov     rbp,r9
	mov     r14d,r11d
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,r14d
	mov     r10d,0xffffffff
	mov     r9,rbp
	mov     r8,r13
	mov     rdi,QWORD PTR [rsp+0x18]
.L38:
	mov     esi,DWORD PTR [rsp+0x8]
	movzx   ebp,BYTE PTR [rsp+0x7]
	mov     r14d,DWORD PTR [rsp+0x14]
	jmp     .L43
.L39:
	mov     r14,rdx
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x6c],0x0
	mov     esi,DWORD PTR [rsp+0x8]
	jne     .L40
	mov     ecx,DWORD PTR [rsp+0x60]
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L40:
	mov     ecx,DWORD PTR [rsp+0x64]
	test    ecx,ecx
	cmove   ecx,esi
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x64],edx
	and     edx,eax
	lea     ecx,[rdx+0x1]
	mov     eax,ecx
	and     eax,0x7
	cmp     edx,0x7
	mov     rdx,r14
	movzx   ebp,BYTE PTR [rsp+0x7]
	mov     r14d,DWORD PTR [rsp+0x14]
	jb      .L42
	and     ecx,0xfffffff8
	nop     DWORD PTR [rax]
.L41:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L41
	test    eax,eax
	je      .L43
	nop     DWORD PTR [rax+0x0]
.L42:
	pause
	dec     eax
	jne     .L42
.L43:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	jmp     .L7
.L44:
	mov     rdi,r14
	lea     r8,[rsp+0x28]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jl      .L46
.L45:
	test    bpl,0x1
	je      .L55
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x98]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	mov     eax,0x0
	mov     esi,DWORD PTR [rsp+0x8]
	movzx   ebp,BYTE PTR [rsp+0x7]
	mov     r14d,DWORD PTR [rsp+0x14]
	jne     .L7
	jmp     .L54
.L46:
	cmp     r11d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    bpl,0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	movzx   esi,BYTE PTR [rsp+0x7]
	or      cl,sil
	or      cl,al
	test    cl,0x1
	je      .L47
	mov     ebp,esi
	lea     rcx,[rsp+0x60]
	mov     esi,DWORD PTR [rsp+0x8]
	jmp     .L50
.L47:
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     QWORD PTR [rsp+0x78],rax
	mov     DWORD PTR [rsp+0x80],r11d
	lea     rdi,[rsp+0x78]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L48
	or      r14d,0x8
	mov     bpl,0x1
	jmp     .L49
.L48:
	mov     eax,r14d
	or      eax,0x8
	cmp     edx,0x7a120
	setae   bpl
	cmovae  r14d,eax
.L49:
	mov     rdi,QWORD PTR [rsp+0x18]
	lea     rcx,[rsp+0x60]
	lea     r8,[rsp+0x28]
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
.L50:
	cmp     r14d,r13d
	je      .L51
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],r14d
	mov     r13d,eax
	jne     .L6
.L51:
	mov     r12b,0x1
	test    r14b,0x4
	jne     .L5
	mov     rbx,rdx
	mov     DWORD PTR [rsp+0x8],esi
	mov     r12,rcx
	mov     r13d,r11d
	cmp     r11d,0x3b9aca00
	jne     .L52
	call    rbx
	mov     QWORD PTR [rsp+0xb0],rax
	mov     r13d,edx
.L52:
	movzx   r9d,bpl
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r14d
	mov     rdx,QWORD PTR [rsp+0xa8]
	mov     ecx,DWORD PTR [rsp+0x24]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     QWORD PTR [r12],0x0
	mov     QWORD PTR [r12+0x7],0x0
	mov     r14d,DWORD PTR [r15]
	mov     r12b,0x1
	mov     rdi,QWORD PTR [rsp+0x18]
	lea     r8,[rsp+0x28]
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,0xffffffff
	mov     r11d,r13d
	mov     rdx,rbx
	jmp     .L5
.L53:
	mov     al,0x1
.L54:
	add     rsp,0xb8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L55:
	xor     eax,eax
	jmp     .L54

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

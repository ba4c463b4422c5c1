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
	sub     rsp,0xd8
	mov     DWORD PTR [rsp+0x88],edx
	mov     QWORD PTR [rsp+0xc8],rsi
	mov     r15,rdi
	movabs  rbp,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x20],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x58],xmm0
	movups  XMMWORD PTR [rsp+0x68],xmm0
	movups  XMMWORD PTR [rsp+0x71],xmm0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     r13d,DWORD PTR [rdi]
	mov     rcx,0xffffffffffffffa0
	mov     rax,QWORD PTR fs:[rcx]
	mov     r14,QWORD PTR fs:[rcx+0x8]
	movups  XMMWORD PTR fs:[rcx],xmm0
	test    r13b,0x10
	je      .L3
	cmp     rax,r15
	jne     .L3
	lea     r12,[rip+REL] # <hintlock::spin::policy::now_ns>
	call    r12
	mov     rbx,rax
	call    r12
	xor     ecx,ecx
	sub     rax,rbx
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
.L1:
	xor     edi,edi
	mov     rax,rbx
	sub     rax,r14
	cmovae  rdi,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::less_clock_read>
	imul    rbp,r15
	shr     rbp,0x3a
	mov     edx,ebp
	shl     edx,0x6
	lea     rsi,[rip+REL] # <hintlock::spin::policy::HINTS>
	lea     rcx,[rsi+rdx*1]
	mov     rdx,QWORD PTR [rsi+rdx*1]
	mov     esi,0x1
	cmp     rax,0x3c
	jb      .L2
	mov     esi,0x2
	test    dl,0x2
	jne     .L2
	mov     esi,edx
	and     esi,0x1
	or      rsi,0x2
.L2:
	and     edx,0x1c
	shl     rbx,0x5
	or      rbx,rdx
	or      rbx,rsi
	mov     QWORD PTR [rcx],rbx
	jmp     .L4
.L3:
	imul    rbp,r15
	shr     rbp,0x3a
.L4:
	lea     rsi,[rsp+0x58]
	shl     ebp,0x6
	add     rbp,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x90],rbp
	lea     rdi,[rsp+0x20]
	mov     edx,0x3b9aca00
	mov     rbp,0xffffffffffffffb0
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	xor     ebx,ebx
	xor     r10d,r10d
.L5:
	mov     eax,r10d
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r14d,[rax*8-0x19]
	lea     ecx,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x1c],ecx
	mov     DWORD PTR [rsp+0x98],r14d
	and     r14d,0xffffffed
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xbc],eax
	xor     eax,eax
.L6:
	mov     DWORD PTR [rsp+0x18],eax
	test    r10b,0x1
	je      .L15
.L7:
	test    r13b,0x1
	jne     .L12
	test    bl,0x1
	je      .L29
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L8:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L9
	mov     BYTE PTR [rsp+0x80],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L9:
	lea     ecx,[r13-0x1f]
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L11
	test    r12b,r12b
	jne     .L70
.L10:
	test    r13b,0x1
	je      .L8
	jmp     .L13
.L11:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0x4],edx
	mov     QWORD PTR [rsp+0x8],r10
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r10,QWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     edx,DWORD PTR [rsp+0x4]
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L10
	jmp     .L70
	nop     DWORD PTR [rax+rax*1+0x0]
.L12:
	mov     eax,ebx
	test    r13b,0x4
	jne     .L14
	jmp     .L27
	nop     DWORD PTR [rax]
.L13:
	mov     BYTE PTR [rsp+0x7e],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L27
.L14:
	test    al,0x1
	je      .L27
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x1c]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	jne     .L7
	jmp     .L70
	xchg    ax,ax
.L15:
	test    r13b,0x1
	jne     .L25
	test    bl,0x1
	je      .L20
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L16:
	test    r13b,0x8
	jne     .L25
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L17
	mov     BYTE PTR [rsp+0x80],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L17:
	lea     ecx,[r13-0x1f]
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L19
	test    r12b,r12b
	jne     .L70
.L18:
	test    r13b,0x1
	je      .L16
	jmp     .L24
.L19:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0x4],edx
	mov     QWORD PTR [rsp+0x8],r10
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r10,QWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     edx,DWORD PTR [rsp+0x4]
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L18
	jmp     .L70
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L20:
	test    r13b,0x8
	jne     .L25
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	cmp     BYTE PTR [rsp+0x7f],0x0
	mov     BYTE PTR [rsp+0x7f],0x0
	je      .L21
	mov     BYTE PTR [rsp+0x80],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L21:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0x98]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L23
	test    r12b,r12b
	jne     .L70
.L22:
	test    r13b,0x1
	je      .L20
	jmp     .L24
.L23:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0x4],edx
	mov     QWORD PTR [rsp+0x8],r10
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r10,QWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     edx,DWORD PTR [rsp+0x4]
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L22
	jmp     .L70
.L24:
	mov     BYTE PTR [rsp+0x7e],0x1
	nop     DWORD PTR [rax+rax*1+0x0]
.L25:
	test    r13b,0x4
	je      .L26
	test    bl,0x1
	je      .L26
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x1c]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	jne     .L15
	jmp     .L70
.L26:
	mov     QWORD PTR [rsp+0x8],r10
	mov     DWORD PTR [rsp+0x4],edx
	mov     eax,ebx
	mov     DWORD PTR [rsp+0x10],eax
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	jne     .L33
	jmp     .L32
.L27:
	mov     DWORD PTR [rsp+0x10],eax
	mov     QWORD PTR [rsp+0x8],r10
	mov     DWORD PTR [rsp+0x4],edx
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	jne     .L33
	jmp     .L32
.L28:
	mov     r12,rdi
	mov     DWORD PTR [rsp+0x4],edx
	mov     QWORD PTR [rsp+0x8],r10
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r10,QWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     edx,DWORD PTR [rsp+0x4]
	mov     rdi,r12
	lea     rsi,[rsp+0x58]
	test    bl,bl
	je      .L31
	jmp     .L70
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L29:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L30
	mov     BYTE PTR [rsp+0x80],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L30:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0x98]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    bl
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L28
	test    bl,bl
	jne     .L70
.L31:
	test    r13b,0x1
	je      .L29
	mov     QWORD PTR [rsp+0x8],r10
	mov     DWORD PTR [rsp+0x4],edx
	mov     BYTE PTR [rsp+0x7e],0x1
	xor     ebx,ebx
	mov     DWORD PTR [rsp+0x10],0x0
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	jne     .L33
.L32:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r10,[rsp+0xa0]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    al,al
	je      .L41
.L33:
	inc     r12d
	mov     DWORD PTR [rsp+0x70],r12d
	mov     eax,DWORD PTR [rsp+0x20]
	mov     r10d,DWORD PTR [rsp+0x78]
	inc     r10d
	cmove   r10d,r8d
	mov     DWORD PTR [rsp+0x78],r10d
	mov     DWORD PTR [rsp+0xb0],eax
	test    eax,eax
	sete    al
	movzx   edx,BYTE PTR [rsp+0x7e]
	mov     ecx,edx
	xor     cl,0x1
	and     cl,al
	test    r12b,0x3
	setne   al
	test    al,cl
	jne     .L46
	mov     DWORD PTR [rsp+0xb8],r10d
	mov     BYTE PTR [rsp+0x17],dl
	mov     r12,r11
	call    r9
	mov     edi,edx
	mov     QWORD PTR [rsp+0xa0],rax
	mov     DWORD PTR [rsp+0xa8],edx
	mov     ecx,DWORD PTR [rsp+0x30]
	cmp     ecx,0x3b9aca00
	jne     .L34
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edi
	mov     DWORD PTR [rsp+0x8c],edi
	mov     QWORD PTR [rsp+0xc0],rax
	jmp     .L35
.L34:
	mov     DWORD PTR [rsp+0x8c],ecx
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     QWORD PTR [rsp+0xc0],rcx
.L35:
	mov     ecx,DWORD PTR [rsp+0x40]
	cmp     ecx,0x3b9aca00
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0xa0]
	mov     r11,r12
	jne     .L36
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edi
	mov     ecx,edi
.L36:
	mov     r8d,DWORD PTR [rsp+0x50]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x48]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x48],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x50],edi
	cmp     BYTE PTR [rsp+0x7d],0x0
	mov     BYTE PTR [rsp+0x7d],0x0
	je      .L37
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edi
	mov     ecx,edi
.L37:
	mov     eax,DWORD PTR [rsp+0xb0]
	test    eax,eax
	mov     r8d,0xffffffff
	je      .L38
	cmp     eax,0x1
	jne     .L40
	mov     rdi,r10
	call    r12
	mov     r11,r12
	lea     r10,[rsp+0xa0]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
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
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	jb      .L41
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x20],rax
	jmp     .L46
.L38:
	cmp     DWORD PTR [rsp+0xb8],0x7
	lea     rdi,[rsp+0x20]
	jbe     .L44
	cmp     BYTE PTR [rsp+0x80],0x0
	jne     .L39
	mov     rsi,QWORD PTR [rsp+0x38]
	mov     rdi,r10
	mov     edx,ecx
	call    r12
	mov     r11,r12
	lea     r10,[rsp+0xa0]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	lea     rdi,[rsp+0x20]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	jb      .L44
.L39:
	cmp     BYTE PTR [rsp+0x7c],0x0
	lea     rsi,[rsp+0x58]
	jne     .L41
	cmp     BYTE PTR [rsp+0x7f],0x0
	jne     .L41
	mov     rax,QWORD PTR [rsp+0x58]
	mov     QWORD PTR fs:[rbp+0x0],rax
	mov     DWORD PTR fs:[rbp+0x8],0x0
	jmp     .L41
.L40:
	mov     eax,DWORD PTR [rsp+0x24]
	cmp     eax,0x3
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	jae     .L41
	inc     eax
	mov     DWORD PTR [rsp+0x20],0x2
	mov     DWORD PTR [rsp+0x24],eax
	jmp     .L46
.L41:
	cmp     DWORD PTR [rsp+0x88],0x3b9aca00
	je      .L64
	mov     r12,rsi
	call    r9
	cmp     rax,QWORD PTR [rsp+0xc8]
	jne     .L42
	cmp     edx,DWORD PTR [rsp+0x88]
	mov     rsi,r12
	lea     rdi,[rsp+0x20]
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0xa0]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	jae     .L43
	jmp     .L64
.L42:
	mov     rsi,r12
	lea     rdi,[rsp+0x20]
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0xa0]
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	jl      .L64
.L43:
	test    BYTE PTR [rsp+0x10],0x1
	je      .L72
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xbc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	mov     eax,0x0
	mov     edx,DWORD PTR [rsp+0x4]
	mov     r10,QWORD PTR [rsp+0x8]
	jne     .L6
	jmp     .L71
.L44:
	test    BYTE PTR [rsp+0x17],0x1
	lea     rsi,[rsp+0x58]
	jne     .L45
	mov     rdi,r10
	mov     rsi,QWORD PTR [rsp+0xc0]
	mov     edx,DWORD PTR [rsp+0x8c]
	call    r12
	mov     r11,r12
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	jb      .L46
.L45:
	mov     DWORD PTR [rsp+0x20],0x1
.L46:
	test    BYTE PTR [rsp+0x18],0x1
	mov     edx,0x0
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	jne     .L52
	mov     rax,QWORD PTR [rsp+0x90]
	mov     r12,QWORD PTR [rax]
	mov     rax,0xffffffffffffff98
	mov     ecx,DWORD PTR fs:[rax]
	inc     ecx
	mov     DWORD PTR fs:[rax],ecx
	imul    eax,ecx,0x9e3779b9
	xor     eax,edi
	or      eax,0x1
	mov     DWORD PTR [rsp+0x74],eax
	mov     DWORD PTR [rsp+0x10],ecx
	and     ecx,0xf
	mov     DWORD PTR [rsp+0x18],ecx
	sete    al
	mov     ecx,r12d
	shr     cl,0x4
	test    cl,al
	jne     .L63
.L47:
	mov     eax,r12d
	shr     al,0x4
	and     al,0x1
	test    r12b,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x7c],al
	mov     QWORD PTR [rsp+0x58],r15
	test    al,al
	mov     QWORD PTR [rsp+0xb0],r12
	je      .L48
	mov     r12,r9
	call    r9
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	mov     r9,r12
	mov     r8d,0xffffffff
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edx
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edx
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	xor     edx,edx
	mov     ecx,DWORD PTR [rsp+0x18]
	jmp     .L49
.L48:
	cmp     QWORD PTR fs:[rbp+0x0],r15
	mov     ecx,DWORD PTR [rsp+0x18]
	jne     .L49
	mov     eax,DWORD PTR fs:[rbp+0x8]
	inc     eax
	mov     DWORD PTR fs:[rbp+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x7f],0x1
	setne   BYTE PTR [rsp+0x80]
.L49:
	and     r13d,0x10
	or      ecx,r13d
	jne     .L52
	mov     r13,rdi
	mov     r12,rsi
	mov     rdi,QWORD PTR [rsp+0x90]
	mov     rsi,QWORD PTR [rsp+0xb0]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    BYTE PTR [rsp+0x10],0xf0
	jne     .L50
	test    al,al
	je      .L50
	mov     rax,QWORD PTR [rsp+0x90]
	mov     QWORD PTR [rsp+0x60],rax
	mov     rsi,r12
	mov     rdi,r13
	xor     edx,edx
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	jmp     .L51
.L50:
	test    al,al
	mov     rsi,r12
	mov     rdi,r13
	mov     edx,0x0
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	je      .L52
.L51:
	lock or DWORD PTR [r15],0x10
.L52:
	mov     eax,DWORD PTR [rsp+0x20]
	cmp     eax,0x2
	je      .L53
	cmp     eax,0x1
	jne     .L55
	mov     r12,rsi
	mov     r13,rdi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     rdi,r13
	jmp     .L54
.L53:
	xor     edi,edi
	mov     r12,rsi
	mov     esi,0x4e20
	mov     r13,r9
	call    r10
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	mov     r9,r13
	mov     r8d,0xffffffff
	lea     rdi,[rsp+0x20]
.L54:
	mov     rsi,r12
	mov     edx,DWORD PTR [rsp+0x4]
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L59
.L55:
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x7c],0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::note_poll>
	jne     .L56
	mov     ecx,DWORD PTR [rsp+0x70]
	sub     ecx,0x8
	cmovb   ecx,edx
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L56:
	mov     ecx,DWORD PTR [rsp+0x74]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x74],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x60]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	mov     edx,DWORD PTR [rsp+0x4]
	je      .L60
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L58
	and     ecx,0xfffffff8
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L57:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L57
	test    eax,eax
	je      .L59
	nop     DWORD PTR [rax+0x0]
.L58:
	pause
	dec     eax
	jne     .L58
.L59:
	mov     rax,QWORD PTR [rsp+0x60]
.L60:
	test    rax,rax
	jne     .L62
.L61:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	mov     r10,QWORD PTR [rsp+0x8]
	jmp     .L6
.L62:
	mov     r13,rdi
	mov     r12,rsi
	mov     DWORD PTR [rsp+0x4],edx
	call    r10
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	mov     edx,DWORD PTR [rsp+0x4]
	mov     rdi,r13
	mov     rsi,r12
	jmp     .L61
.L63:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdi,QWORD PTR [rsp+0x90]
	mov     rsi,r12
	mov     rdx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::drop_stale_far>
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,0xffffffff
	xor     edx,edx
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	mov     r12,rax
	jmp     .L47
.L64:
	mov     edx,DWORD PTR [rsp+0x4]
	cmp     edx,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    BYTE PTR [rsp+0x10],0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	mov     r12,QWORD PTR [rsp+0x8]
	or      cl,r12b
	or      cl,al
	test    cl,0x1
	je      .L65
	mov     r10,r12
	jmp     .L67
.L65:
	mov     QWORD PTR [rsp+0x8],r12
	mov     r12d,r13d
	shr     r12d,0x5
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     QWORD PTR [rsp+0xa0],rax
	mov     DWORD PTR [rsp+0x4],edx
	mov     DWORD PTR [rsp+0xa8],edx
	mov     rdi,r10
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     QWORD PTR [rsp+0x98],rax
	mov     DWORD PTR [rsp+0x1c],edx
	mov     edi,r12d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     QWORD PTR [rsp+0x98],rax
	setae   r12b
	jne     .L66
	cmp     DWORD PTR [rsp+0x1c],edx
	setae   r12b
.L66:
	mov     eax,r14d
	or      eax,0x8
	test    r12b,r12b
	cmovne  r14d,eax
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	mov     edx,DWORD PTR [rsp+0x4]
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	mov     r10,QWORD PTR [rsp+0x8]
.L67:
	cmp     r14d,r13d
	je      .L68
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],r14d
	mov     r13d,eax
	jne     .L5
.L68:
	mov     r10d,r12d
	and     r10b,0x1
	mov     bl,0x1
	mov     r13d,r14d
	test    r14b,0x4
	jne     .L5
	mov     QWORD PTR [rsp+0x8],r10
	lea     r13,[rip+REL] # <hintlock::futex::linux::wait>
	mov     rbx,rsi
	mov     DWORD PTR [rsp+0x4],edx
	cmp     edx,0x3b9aca00
	jne     .L69
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xd0],rax
	mov     DWORD PTR [rsp+0x4],edx
.L69:
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r14d
	mov     rdx,QWORD PTR [rsp+0xc8]
	mov     ecx,DWORD PTR [rsp+0x88]
	mov     r8d,0x80
	call    r13
	mov     DWORD PTR [rsp+0x20],0x0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     rsi,rbx
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rbx],xmm0
	movups  XMMWORD PTR [rbx+0x10],xmm0
	movups  XMMWORD PTR [rbx+0x19],xmm0
	mov     r13d,DWORD PTR [r15]
	mov     bl,0x1
	lea     rdi,[rsp+0x20]
	mov     edx,DWORD PTR [rsp+0x4]
	mov     r8d,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r11,[rip+REL] # <<std::time::Instant>::duration_since>
	mov     r10,QWORD PTR [rsp+0x8]
	jmp     .L5
.L70:
	mov     al,0x1
.L71:
	add     rsp,0xd8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L72:
	xor     eax,eax
	jmp     .L71

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

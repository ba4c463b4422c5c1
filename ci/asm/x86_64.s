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
	sub     rsp,0xf8
	mov     DWORD PTR [rsp+0x94],edx
	mov     QWORD PTR [rsp+0xe8],rsi
	mov     r15,rdi
	movabs  rbp,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x18],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x50],xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	movups  XMMWORD PTR [rsp+0x69],xmm0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
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
	lea     rdi,[rsp+0x50]
	shl     ebp,0x6
	add     rbp,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0xb0],rbp
	lea     r8,[rsp+0x18]
	mov     r10d,0x3b9aca00
	mov     rbp,0xffffffffffffffb0
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	xor     ebx,ebx
	mov     QWORD PTR [rsp+0xa0],0x0
.L5:
	mov     rcx,QWORD PTR [rsp+0xa0]
	mov     eax,ecx
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r14d,[rax*8-0x19]
	lea     r12d,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xb8],r12d
	mov     DWORD PTR [rsp+0x14],r14d
	and     r14d,0xffffffed
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xcc],eax
	xor     eax,eax
.L6:
	mov     DWORD PTR [rsp+0x98],eax
	test    cl,0x1
	je      .L15
.L7:
	test    r13b,0x1
	jne     .L12
	test    bl,0x1
	je      .L31
	nop
.L8:
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L9
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L9:
	lea     ecx,[r13-0x1f]
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L11
	test    r12b,r12b
	jne     .L70
.L10:
	test    r13b,0x1
	je      .L8
	jmp     .L13
.L11:
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    r12b,r12b
	je      .L10
	jmp     .L70
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L12:
	mov     eax,ebx
	test    r13b,0x4
	jne     .L14
	jmp     .L28
	nop     DWORD PTR [rax]
.L13:
	mov     BYTE PTR [rsp+0x76],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L28
.L14:
	test    al,0x1
	je      .L28
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	jne     .L7
	jmp     .L70
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L15:
	mov     edx,DWORD PTR [rsp+0x14]
.L16:
	test    r13b,0x1
	jne     .L26
	test    bl,0x1
	je      .L21
	nop     WORD PTR [rax+rax*1+0x0]
.L17:
	test    r13b,0x8
	jne     .L26
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L18
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L18:
	lea     ecx,[r13-0x1f]
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L20
	test    r12b,r12b
	jne     .L70
.L19:
	test    r13b,0x1
	je      .L17
	jmp     .L25
.L20:
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,DWORD PTR [rsp+0x14]
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    r12b,r12b
	je      .L19
	jmp     .L70
	nop     DWORD PTR [rax+0x0]
.L21:
	test    r13b,0x8
	jne     .L26
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	cmp     BYTE PTR [rsp+0x77],0x0
	mov     BYTE PTR [rsp+0x77],0x0
	je      .L22
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L22:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,edx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L24
	test    r12b,r12b
	jne     .L70
.L23:
	test    r13b,0x1
	je      .L21
	jmp     .L25
.L24:
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,DWORD PTR [rsp+0x14]
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    r12b,r12b
	je      .L23
	jmp     .L70
.L25:
	mov     BYTE PTR [rsp+0x76],0x1
	nop     DWORD PTR [rax]
.L26:
	test    r13b,0x4
	je      .L27
	test    bl,0x1
	je      .L27
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	jne     .L16
	jmp     .L70
.L27:
	mov     eax,ebx
.L28:
	mov     DWORD PTR [rsp+0x80],eax
	mov     r12d,DWORD PTR [rsp+0x68]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0xc],r10d
	jne     .L34
.L29:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    al,al
	je      .L46
	jmp     .L34
.L30:
	mov     rdi,r8
	mov     r12,rdx
	mov     DWORD PTR [rsp+0xc],r10d
	call    rdx
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     rdx,r12
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    bl,bl
	je      .L33
	jmp     .L70
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L31:
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L32
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L32:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0x14]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    bl
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L30
	test    bl,bl
	jne     .L70
.L33:
	test    r13b,0x1
	je      .L31
	mov     BYTE PTR [rsp+0x76],0x1
	xor     ebx,ebx
	mov     DWORD PTR [rsp+0x80],0x0
	mov     r12d,DWORD PTR [rsp+0x68]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0xc],r10d
	je      .L29
.L34:
	inc     r12d
	mov     DWORD PTR [rsp+0x68],r12d
	mov     eax,DWORD PTR [rsp+0x18]
	mov     ecx,DWORD PTR [rsp+0x70]
	inc     ecx
	cmove   ecx,r11d
	mov     DWORD PTR [rsp+0xc4],ecx
	mov     DWORD PTR [rsp+0x70],ecx
	mov     DWORD PTR [rsp+0xc8],eax
	test    eax,eax
	sete    al
	movzx   edx,BYTE PTR [rsp+0x76]
	mov     ecx,edx
	xor     cl,0x1
	and     cl,al
	test    r12b,0x3
	setne   al
	test    al,cl
	jne     .L44
	mov     BYTE PTR [rsp+0x13],dl
	call    rsi
	mov     QWORD PTR [rsp+0xd0],rax
	mov     DWORD PTR [rsp+0xd8],edx
	mov     esi,DWORD PTR [rsp+0x28]
	cmp     esi,0x3b9aca00
	mov     DWORD PTR [rsp+0x90],edx
	jne     .L35
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],edx
	mov     DWORD PTR [rsp+0xac],edx
	mov     QWORD PTR [rsp+0xe0],rax
	jmp     .L36
.L35:
	mov     DWORD PTR [rsp+0xac],esi
	mov     rcx,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rsp+0xe0],rcx
.L36:
	mov     r12d,DWORD PTR [rsp+0x38]
	cmp     r12d,0x3b9aca00
	lea     r8,[rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	jne     .L37
	mov     QWORD PTR [rsp+0x30],rax
	mov     r12d,DWORD PTR [rsp+0x90]
	mov     DWORD PTR [rsp+0x38],r12d
.L37:
	mov     QWORD PTR [rsp+0x88],rax
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	mov     rdi,QWORD PTR [rsp+0x40]
	cmove   rdi,QWORD PTR [rsp+0x88]
	mov     rax,QWORD PTR [rsp+0x88]
	mov     QWORD PTR [rsp+0x40],rax
	cmovne  edx,ecx
	mov     rax,QWORD PTR [rsp+0x88]
	mov     ecx,DWORD PTR [rsp+0x90]
	mov     DWORD PTR [rsp+0x48],ecx
	cmp     BYTE PTR [rsp+0x75],0x0
	mov     BYTE PTR [rsp+0x75],0x0
	je      .L38
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],ecx
	mov     r12d,ecx
.L38:
	mov     eax,DWORD PTR [rsp+0xc8]
	test    eax,eax
	je      .L39
	cmp     eax,0x1
	jne     .L41
	mov     esi,edx
	mov     rdx,QWORD PTR [rsp+0x88]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	test    al,al
	lea     rdi,[rsp+0x50]
	jne     .L46
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x18],rax
	jmp     .L44
.L39:
	cmp     DWORD PTR [rsp+0xc4],0x7
	jbe     .L42
	cmp     BYTE PTR [rsp+0x78],0x0
	jne     .L40
	mov     rsi,QWORD PTR [rsp+0x30]
	lea     rdi,[rsp+0xd0]
	mov     edx,r12d
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	jb      .L42
.L40:
	cmp     BYTE PTR [rsp+0x74],0x0
	lea     rdi,[rsp+0x50]
	jne     .L46
	cmp     BYTE PTR [rsp+0x77],0x0
	jne     .L46
	mov     rax,QWORD PTR [rsp+0x50]
	mov     QWORD PTR fs:[rbp+0x0],rax
	mov     DWORD PTR fs:[rbp+0x8],0x0
	jmp     .L46
.L41:
	mov     eax,DWORD PTR [rsp+0x1c]
	cmp     eax,0x3
	lea     rdi,[rsp+0x50]
	jae     .L46
	inc     eax
	mov     DWORD PTR [rsp+0x18],0x2
	mov     DWORD PTR [rsp+0x1c],eax
	jmp     .L44
.L42:
	test    BYTE PTR [rsp+0x13],0x1
	jne     .L43
	lea     rdi,[rsp+0xd0]
	mov     rsi,QWORD PTR [rsp+0xe0]
	mov     edx,DWORD PTR [rsp+0xac]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	jb      .L44
.L43:
	mov     rax,0xffffffffffffff68
	mov     rdi,QWORD PTR fs:[rax]
	mov     esi,DWORD PTR fs:[rax+0x8]
	mov     rdx,QWORD PTR [rsp+0x88]
	mov     ecx,DWORD PTR [rsp+0x90]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::may_yield>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	test    al,al
	je      .L46
	mov     DWORD PTR [rsp+0x18],0x1
.L44:
	test    BYTE PTR [rsp+0x98],0x1
	mov     edx,0x0
	jne     .L53
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     r12,QWORD PTR [rax]
	mov     rax,0xffffffffffffff98
	mov     ecx,DWORD PTR fs:[rax]
	inc     ecx
	mov     DWORD PTR fs:[rax],ecx
	imul    eax,ecx,0x9e3779b9
	xor     eax,r8d
	or      eax,0x1
	mov     DWORD PTR [rsp+0x6c],eax
	mov     DWORD PTR [rsp+0x88],ecx
	and     ecx,0xf
	mov     DWORD PTR [rsp+0x98],ecx
	sete    al
	mov     ecx,r12d
	shr     cl,0x4
	test    cl,al
	jne     .L63
.L45:
	mov     eax,r12d
	shr     al,0x4
	and     al,0x1
	test    r12b,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x74],al
	mov     QWORD PTR [rsp+0x50],r15
	test    al,al
	mov     QWORD PTR [rsp+0x80],r12
	je      .L49
	mov     r12,rsi
	call    rsi
	mov     rsi,r12
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],edx
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edx
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	xor     edx,edx
	mov     ecx,DWORD PTR [rsp+0x98]
	jmp     .L50
.L46:
	cmp     DWORD PTR [rsp+0x94],0x3b9aca00
	je      .L64
	mov     r12,rdi
	call    rsi
	cmp     rax,QWORD PTR [rsp+0xe8]
	jne     .L47
	cmp     edx,DWORD PTR [rsp+0x94]
	mov     rdi,r12
	lea     r8,[rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	jae     .L48
	jmp     .L64
.L47:
	mov     rdi,r12
	lea     r8,[rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	jl      .L64
.L48:
	test    BYTE PTR [rsp+0x80],0x1
	je      .L72
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xcc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bl,0x1
	mov     r13d,eax
	mov     eax,0x0
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     rcx,QWORD PTR [rsp+0xa0]
	jne     .L6
	jmp     .L71
.L49:
	cmp     QWORD PTR fs:[rbp+0x0],r15
	mov     ecx,DWORD PTR [rsp+0x98]
	jne     .L50
	mov     eax,DWORD PTR fs:[rbp+0x8]
	inc     eax
	mov     DWORD PTR fs:[rbp+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x77],0x1
	setne   BYTE PTR [rsp+0x78]
.L50:
	and     r13d,0x10
	or      ecx,r13d
	jne     .L53
	mov     r13,r8
	mov     r12,rdi
	mov     rdi,QWORD PTR [rsp+0xb0]
	mov     rsi,QWORD PTR [rsp+0x80]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    BYTE PTR [rsp+0x88],0xf0
	jne     .L51
	test    al,al
	je      .L51
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     QWORD PTR [rsp+0x58],rax
	mov     rdi,r12
	mov     r8,r13
	xor     edx,edx
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	jmp     .L52
.L51:
	test    al,al
	mov     rdi,r12
	mov     r8,r13
	mov     edx,0x0
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	je      .L53
.L52:
	lock or DWORD PTR [r15],0x10
.L53:
	mov     eax,DWORD PTR [rsp+0x18]
	cmp     eax,0x2
	je      .L54
	cmp     eax,0x1
	jne     .L55
	mov     r13,r8
	mov     r12,rsi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    r12
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,r13
	lea     rdi,[rsp+0x50]
	mov     r12d,edx
	mov     esi,DWORD PTR [rsp+0x48]
	cmp     esi,0x3b9aca00
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	je      .L59
	mov     rdi,QWORD PTR [rsp+0x40]
	mov     rdx,rax
	mov     QWORD PTR [rsp+0x98],rax
	mov     ecx,r12d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	mov     rcx,QWORD PTR [rsp+0x98]
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r8,r13
	lea     rdi,[rsp+0x50]
	test    al,al
	je      .L59
	mov     rax,0xffffffffffffff68
	mov     QWORD PTR fs:[rax],rcx
	mov     DWORD PTR fs:[rax+0x8],r12d
	jmp     .L59
.L54:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r13,r8
	mov     r12d,r10d
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	mov     r11d,0xffffffff
	mov     r10d,r12d
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,r13
	lea     rdi,[rsp+0x50]
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L59
.L55:
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x74],0x0
	jne     .L56
	mov     ecx,DWORD PTR [rsp+0x68]
	sub     ecx,0x8
	cmovb   ecx,edx
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L56:
	mov     ecx,DWORD PTR [rsp+0x6c]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x6c],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x58]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	je      .L60
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L58
	and     ecx,0xfffffff8
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
	mov     rax,QWORD PTR [rsp+0x58]
.L60:
	test    rax,rax
	jne     .L62
.L61:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     rcx,QWORD PTR [rsp+0xa0]
	jmp     .L6
.L62:
	mov     rdi,r8
	mov     r13,r8
	mov     r12,r9
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r9,r12
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r8,r13
	lea     rdi,[rsp+0x50]
	jmp     .L61
.L63:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdi,QWORD PTR [rsp+0xb0]
	mov     rsi,r12
	mov     rdx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::drop_stale_far>
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	xor     edx,edx
	lea     r8,[rsp+0x18]
	lea     rdi,[rsp+0x50]
	mov     r12,rax
	jmp     .L45
.L64:
	cmp     r10d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    BYTE PTR [rsp+0x80],0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	mov     rdx,QWORD PTR [rsp+0xa0]
	or      cl,dl
	or      cl,al
	test    cl,0x1
	je      .L65
	mov     r12d,edx
	jmp     .L67
.L65:
	mov     r12d,r13d
	shr     r12d,0x5
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     QWORD PTR [rsp+0xd0],rax
	mov     DWORD PTR [rsp+0xd8],r10d
	lea     rdi,[rsp+0xd0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     QWORD PTR [rsp+0xb8],rax
	mov     DWORD PTR [rsp+0x14],edx
	mov     edi,r12d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     QWORD PTR [rsp+0xb8],rax
	setae   r12b
	jne     .L66
	cmp     DWORD PTR [rsp+0x14],edx
	setae   r12b
.L66:
	mov     eax,r14d
	or      eax,0x8
	test    r12b,r12b
	cmovne  r14d,eax
	lea     rdi,[rsp+0x50]
	lea     r8,[rsp+0x18]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
.L67:
	cmp     r14d,r13d
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	je      .L68
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],r14d
	mov     r13d,eax
	jne     .L5
.L68:
	mov     eax,r12d
	and     al,0x1
	mov     QWORD PTR [rsp+0xa0],rax
	mov     bl,0x1
	mov     r13d,r14d
	test    r14b,0x4
	jne     .L5
	mov     rbx,rdi
	cmp     r10d,0x3b9aca00
	jne     .L69
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xf0],rax
	mov     DWORD PTR [rsp+0xc],edx
.L69:
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r14d
	mov     rdx,QWORD PTR [rsp+0xe8]
	mov     ecx,DWORD PTR [rsp+0x94]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x18],0x0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     rdi,rbx
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rbx],xmm0
	movups  XMMWORD PTR [rbx+0x10],xmm0
	movups  XMMWORD PTR [rbx+0x19],xmm0
	mov     r13d,DWORD PTR [r15]
	mov     bl,0x1
	lea     r8,[rsp+0x18]
	lea     rdx,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0xc]
	mov     r11d,0xffffffff
	lea     rsi,[rip+REL] # <<std::time::Instant>::now>
	jmp     .L5
.L70:
	mov     al,0x1
.L71:
	add     rsp,0xf8
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

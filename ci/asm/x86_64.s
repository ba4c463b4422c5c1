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
	sub     rsp,0xe8
	mov     DWORD PTR [rsp+0x8c],edx
	mov     QWORD PTR [rsp+0xd8],rsi
	mov     r15,rdi
	mov     DWORD PTR [rsp+0x18],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x50],xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	movups  XMMWORD PTR [rsp+0x69],xmm0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     BYTE PTR [rsp+0x79],0x0
	mov     r13d,DWORD PTR [rdi]
	mov     rcx,0xffffffffffffffa0
	mov     rax,QWORD PTR fs:[rcx]
	mov     rbx,QWORD PTR fs:[rcx+0x8]
	movups  XMMWORD PTR fs:[rcx],xmm0
	movabs  rbp,0x9e3779b97f4a7c15
	test    r13b,0x10
	je      .L3
	cmp     rax,r15
	jne     .L3
	lea     r12,[rip+REL] # <hintlock::spin::policy::now_ns>
	call    r12
	mov     r14,rax
	call    r12
	xor     ecx,ecx
	sub     rax,r14
	cmovae  rcx,rax
	lea     rdx,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rdx]
	cmp     rcx,rax
	jae     .L1
	mov     rax,QWORD PTR [rdx]
	nop     DWORD PTR [rax+0x0]
.L0:
	cmp     rax,rcx
	mov     rsi,rcx
	cmovbe  rsi,rax
	lock cmpxchg QWORD PTR [rdx],rsi
	jne     .L0
.L1:
	xor     edi,edi
	mov     rax,r14
	sub     rax,rbx
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
	shl     r14,0x5
	or      r14,rdx
	or      r14,rsi
	mov     QWORD PTR [rcx],r14
	jmp     .L4
.L3:
	imul    rbp,r15
	shr     rbp,0x3a
.L4:
	lea     rdx,[rsp+0x50]
	shl     ebp,0x6
	add     rbp,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0xa8],rbp
	lea     rdi,[rsp+0x18]
	mov     r11d,0x3b9aca00
	xor     r8d,r8d
	mov     rbx,0xffffffffffffffb0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,0xffffffff
	xor     ebp,ebp
	mov     QWORD PTR [rsp+0x98],0x0
.L5:
	mov     rcx,QWORD PTR [rsp+0x98]
	mov     eax,ecx
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r14d,[rax*8-0x19]
	lea     r12d,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x14],r12d
	mov     DWORD PTR [rsp+0xb0],r14d
	and     r14d,0xffffffed
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xbc],eax
	xor     eax,eax
.L6:
	mov     DWORD PTR [rsp+0x90],eax
	test    cl,0x1
	je      .L15
.L7:
	test    r13b,0x1
	jne     .L12
	test    bpl,0x1
	je      .L30
	nop     DWORD PTR [rax+rax*1+0x0]
.L8:
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L9
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbx],0x0
	mov     DWORD PTR fs:[rbx+0x8],0x0
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
	lea     rdi,[rsp+0x18]
	mov     DWORD PTR [rsp+0x8],r11d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	test    r12b,r12b
	je      .L10
	jmp     .L70
	xchg    ax,ax
.L12:
	mov     eax,ebp
	test    r13b,0x4
	jne     .L14
	jmp     .L27
	nop     DWORD PTR [rax]
.L13:
	mov     BYTE PTR [rsp+0x76],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L27
.L14:
	test    al,0x1
	je      .L27
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x14]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bpl,0x1
	mov     r13d,eax
	jne     .L7
	jmp     .L70
	nop
.L15:
	test    r13b,0x1
	jne     .L25
	test    bpl,0x1
	je      .L20
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L16:
	test    r13b,0x8
	jne     .L25
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L17
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbx],0x0
	mov     DWORD PTR fs:[rbx+0x8],0x0
.L17:
	lea     ecx,[r13-0x1f]
	and     ecx,r14d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L19
	test    r12b,r12b
	jne     .L70
.L18:
	test    r13b,0x1
	je      .L16
	jmp     .L24
.L19:
	lea     rdi,[rsp+0x18]
	mov     DWORD PTR [rsp+0x8],r11d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	test    r12b,r12b
	je      .L18
	jmp     .L70
	nop     DWORD PTR [rax+rax*1+0x0]
.L20:
	test    r13b,0x8
	jne     .L25
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	cmp     BYTE PTR [rsp+0x77],0x0
	mov     BYTE PTR [rsp+0x77],0x0
	je      .L21
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbx],0x0
	mov     DWORD PTR fs:[rbx+0x8],0x0
.L21:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L23
	test    r12b,r12b
	jne     .L70
.L22:
	test    r13b,0x1
	je      .L20
	jmp     .L24
.L23:
	lea     rdi,[rsp+0x18]
	mov     DWORD PTR [rsp+0x8],r11d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	test    r12b,r12b
	je      .L22
	jmp     .L70
.L24:
	mov     BYTE PTR [rsp+0x76],0x1
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L25:
	test    r13b,0x4
	je      .L26
	test    bpl,0x1
	je      .L26
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x14]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bpl,0x1
	mov     r13d,eax
	jne     .L15
	jmp     .L70
.L26:
	mov     eax,ebp
.L27:
	mov     DWORD PTR [rsp+0xc],eax
	mov     r12d,DWORD PTR [rsp+0x68]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0x8],r11d
	jne     .L33
.L28:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	test    al,al
	je      .L47
	jmp     .L33
.L29:
	mov     r12,rdi
	mov     DWORD PTR [rsp+0x8],r11d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	mov     rdi,r12
	lea     rdx,[rsp+0x50]
	test    bpl,bpl
	je      .L32
	jmp     .L70
	xchg    ax,ax
.L30:
	mov     BYTE PTR [rsp+0x75],0x1
	mov     DWORD PTR [rsp+0x70],0x0
	movzx   eax,BYTE PTR [rsp+0x77]
	mov     BYTE PTR [rsp+0x77],0x0
	cmp     al,0x1
	jne     .L31
	mov     BYTE PTR [rsp+0x78],0x0
	mov     QWORD PTR fs:[rbx],0x0
	mov     DWORD PTR fs:[rbx+0x8],0x0
.L31:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    bpl
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     r13d,eax
	jne     .L29
	test    bpl,bpl
	jne     .L70
.L32:
	test    r13b,0x1
	je      .L30
	mov     BYTE PTR [rsp+0x76],0x1
	xor     ebp,ebp
	mov     DWORD PTR [rsp+0xc],0x0
	mov     r12d,DWORD PTR [rsp+0x68]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0x8],r11d
	je      .L28
.L33:
	inc     r12d
	mov     DWORD PTR [rsp+0x68],r12d
	mov     eax,DWORD PTR [rsp+0x18]
	mov     ecx,DWORD PTR [rsp+0x70]
	inc     ecx
	cmove   ecx,esi
	mov     DWORD PTR [rsp+0x70],ecx
	test    eax,eax
	je      .L34
	cmp     eax,0x1
	jne     .L35
	cmp     BYTE PTR [rsp+0x79],0x0
	jne     .L47
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x18],rax
	jmp     .L36
.L34:
	mov     DWORD PTR [rsp+0x80],ecx
	movzx   ecx,BYTE PTR [rsp+0x76]
	test    r12b,0x3
	sete    al
	or      al,cl
	je      .L36
	mov     BYTE PTR [rsp+0x13],cl
	mov     r12,r10
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     rcx,rax
	mov     eax,edx
	mov     QWORD PTR [rsp+0xc0],rcx
	mov     DWORD PTR [rsp+0xc8],edx
	mov     edx,DWORD PTR [rsp+0x28]
	cmp     edx,0x3b9aca00
	jne     .L40
	mov     QWORD PTR [rsp+0x20],rcx
	mov     DWORD PTR [rsp+0x28],eax
	mov     DWORD PTR [rsp+0xa4],eax
	mov     QWORD PTR [rsp+0xd0],rcx
	jmp     .L41
.L35:
	mov     eax,DWORD PTR [rsp+0x1c]
	cmp     eax,0x3
	jae     .L47
	inc     eax
	mov     DWORD PTR [rsp+0x18],0x2
	mov     DWORD PTR [rsp+0x1c],eax
.L36:
	test    BYTE PTR [rsp+0x90],0x1
	jne     .L52
	mov     rax,QWORD PTR [rsp+0xa8]
	mov     rsi,QWORD PTR [rax]
	mov     rax,0xffffffffffffff98
	mov     ecx,DWORD PTR fs:[rax]
	inc     ecx
	mov     DWORD PTR fs:[rax],ecx
	imul    eax,ecx,0x9e3779b9
	xor     eax,edi
	or      eax,0x1
	mov     DWORD PTR [rsp+0x6c],eax
	mov     DWORD PTR [rsp+0x90],ecx
	mov     r12d,ecx
	and     r12d,0xf
	sete    al
	mov     ecx,esi
	shr     cl,0x4
	test    cl,al
	jne     .L63
.L37:
	mov     eax,esi
	shr     al,0x4
	and     al,0x1
	test    sil,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x74],al
	mov     QWORD PTR [rsp+0x50],r15
	test    al,al
	je      .L38
	mov     DWORD PTR [rsp+0xc],r12d
	mov     r12,rdi
	mov     QWORD PTR [rsp+0x80],rsi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     rsi,QWORD PTR [rsp+0x80]
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	mov     rdi,r12
	mov     r12d,DWORD PTR [rsp+0xc]
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],edx
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edx
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	lea     rdx,[rsp+0x50]
	jmp     .L39
.L38:
	cmp     QWORD PTR fs:[rbx],r15
	jne     .L39
	mov     eax,DWORD PTR fs:[rbx+0x8]
	inc     eax
	mov     DWORD PTR fs:[rbx+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x77],0x1
	setne   BYTE PTR [rsp+0x78]
.L39:
	and     r13d,0x10
	or      r12d,r13d
	jne     .L52
	mov     r13,rdi
	mov     r12,rdx
	mov     rdi,QWORD PTR [rsp+0xa8]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    BYTE PTR [rsp+0x90],0xf0
	jne     .L50
	test    al,al
	je      .L50
	mov     rax,QWORD PTR [rsp+0xa8]
	mov     QWORD PTR [rsp+0x58],rax
	mov     rdx,r12
	mov     rdi,r13
	xor     r8d,r8d
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	jmp     .L51
.L40:
	mov     DWORD PTR [rsp+0xa4],edx
	mov     rdx,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rsp+0xd0],rdx
.L41:
	mov     edx,DWORD PTR [rsp+0x38]
	cmp     edx,0x3b9aca00
	lea     rdi,[rsp+0x18]
	mov     r8d,0x0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r10,r12
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
	jne     .L42
	mov     QWORD PTR [rsp+0x30],rcx
	mov     DWORD PTR [rsp+0x38],eax
	mov     edx,eax
.L42:
	mov     QWORD PTR [rsp+0x40],rcx
	mov     DWORD PTR [rsp+0x48],eax
	cmp     BYTE PTR [rsp+0x75],0x0
	mov     BYTE PTR [rsp+0x75],0x0
	je      .L43
	mov     QWORD PTR [rsp+0x30],rcx
	mov     DWORD PTR [rsp+0x38],eax
	mov     edx,eax
.L43:
	mov     DWORD PTR [rsp+0xb8],eax
	cmp     DWORD PTR [rsp+0x80],0x7
	jbe     .L45
	cmp     BYTE PTR [rsp+0x78],0x0
	jne     .L44
	mov     rsi,QWORD PTR [rsp+0x30]
	lea     rdi,[rsp+0xc0]
	mov     QWORD PTR [rsp+0x80],rcx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     r10,r12
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	mov     rcx,QWORD PTR [rsp+0x80]
	sbb     rdx,0x0
	jb      .L45
.L44:
	cmp     BYTE PTR [rsp+0x74],0x0
	jne     .L47
	cmp     BYTE PTR [rsp+0x77],0x0
	jne     .L47
	mov     rax,QWORD PTR [rsp+0x50]
	mov     QWORD PTR fs:[rbx],rax
	mov     DWORD PTR fs:[rbx+0x8],0x0
	jmp     .L47
.L45:
	cmp     BYTE PTR [rsp+0x13],0x0
	jne     .L46
	lea     rdi,[rsp+0xc0]
	mov     rsi,QWORD PTR [rsp+0xd0]
	mov     edx,DWORD PTR [rsp+0xa4]
	mov     QWORD PTR [rsp+0x80],rcx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     r10,r12
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	mov     rcx,QWORD PTR [rsp+0x80]
	sbb     rdx,0x0
	lea     rdx,[rsp+0x50]
	jb      .L36
.L46:
	mov     rax,0xffffffffffffff68
	mov     rdi,QWORD PTR fs:[rax]
	mov     esi,DWORD PTR fs:[rax+0x8]
	mov     rdx,rcx
	mov     ecx,DWORD PTR [rsp+0xb8]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::may_yield>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     r10,r12
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	test    al,al
	je      .L47
	mov     DWORD PTR [rsp+0x18],0x1
	jmp     .L36
.L47:
	cmp     DWORD PTR [rsp+0x8c],0x3b9aca00
	je      .L64
	mov     r12,rdi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	cmp     rax,QWORD PTR [rsp+0xd8]
	jne     .L48
	cmp     edx,DWORD PTR [rsp+0x8c]
	mov     rdi,r12
	mov     r8d,0x0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
	jae     .L49
	jmp     .L64
.L48:
	mov     rdi,r12
	mov     r8d,0x0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
	jl      .L64
.L49:
	test    BYTE PTR [rsp+0xc],0x1
	je      .L72
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xbc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     bpl,0x1
	mov     r13d,eax
	mov     eax,0x0
	lea     rdx,[rsp+0x50]
	mov     rcx,QWORD PTR [rsp+0x98]
	jne     .L6
	jmp     .L71
.L50:
	test    al,al
	mov     rdx,r12
	mov     rdi,r13
	mov     r8d,0x0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	je      .L52
.L51:
	lock or DWORD PTR [r15],0x10
.L52:
	mov     eax,DWORD PTR [rsp+0x18]
	cmp     eax,0x2
	je      .L53
	cmp     eax,0x1
	jne     .L54
	mov     r13,rdi
	mov     r12,rdx
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x48]
	cmp     esi,0x3b9aca00
	jne     .L58
	mov     BYTE PTR [rsp+0x79],0x0
	mov     rdx,r12
	mov     rdi,r13
	xor     r8d,r8d
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
	jmp     .L59
.L53:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r12,rdx
	mov     r13d,r11d
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	mov     esi,0xffffffff
	mov     r11d,r13d
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	mov     rdx,r12
	jmp     .L59
.L54:
	mov     rsi,rdx
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x74],0x0
	jne     .L55
	mov     ecx,DWORD PTR [rsp+0x68]
	sub     ecx,0x8
	cmovb   ecx,r8d
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L55:
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
	mov     rdx,rsi
	mov     esi,0xffffffff
	je      .L60
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L57
	and     ecx,0xfffffff8
.L56:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L56
	test    eax,eax
	je      .L59
	nop     DWORD PTR [rax+rax*1+0x0]
.L57:
	pause
	dec     eax
	jne     .L57
	jmp     .L59
.L58:
	mov     ecx,edx
	mov     rdi,QWORD PTR [rsp+0x40]
	mov     QWORD PTR [rsp+0x90],rax
	mov     rdx,rax
	mov     DWORD PTR [rsp+0xc],ecx
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	mov     BYTE PTR [rsp+0x79],al
	test    al,al
	mov     rdx,r12
	mov     rdi,r13
	mov     r8d,0x0
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
	je      .L59
	mov     rax,QWORD PTR [rsp+0x90]
	mov     rcx,0xffffffffffffff68
	mov     QWORD PTR fs:[rcx],rax
	mov     eax,DWORD PTR [rsp+0xc]
	mov     DWORD PTR fs:[rcx+0x8],eax
.L59:
	mov     rax,QWORD PTR [rsp+0x58]
.L60:
	test    rax,rax
	jne     .L62
.L61:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	mov     rcx,QWORD PTR [rsp+0x98]
	jmp     .L6
.L62:
	mov     r13,rdi
	mov     r12,rdx
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	mov     esi,0xffffffff
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	mov     rdi,r13
	mov     rdx,r12
	jmp     .L61
.L63:
	mov     DWORD PTR [rsp+0xc],r12d
	mov     r12,rsi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdi,QWORD PTR [rsp+0xa8]
	mov     rsi,r12
	mov     r12d,DWORD PTR [rsp+0xc]
	mov     rdx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::drop_stale_far>
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r8d,r8d
	lea     rdi,[rsp+0x18]
	lea     rdx,[rsp+0x50]
	mov     rsi,rax
	jmp     .L37
.L64:
	cmp     r11d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    BYTE PTR [rsp+0xc],0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	mov     rdx,QWORD PTR [rsp+0x98]
	or      cl,dl
	or      cl,al
	test    cl,0x1
	je      .L65
	mov     ecx,edx
	jmp     .L67
.L65:
	mov     r12d,r13d
	shr     r12d,0x5
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0xc0],rax
	mov     DWORD PTR [rsp+0xc8],r11d
	lea     rdi,[rsp+0xc0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     QWORD PTR [rsp+0xb0],rax
	mov     DWORD PTR [rsp+0x14],edx
	mov     edi,r12d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     QWORD PTR [rsp+0xb0],rax
	setae   cl
	jne     .L66
	cmp     DWORD PTR [rsp+0x14],edx
	setae   cl
.L66:
	mov     eax,r14d
	or      eax,0x8
	test    cl,cl
	cmovne  r14d,eax
	lea     rdi,[rsp+0x18]
	xor     r8d,r8d
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     esi,0xffffffff
.L67:
	cmp     r14d,r13d
	lea     rdx,[rsp+0x50]
	je      .L68
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],r14d
	mov     r13d,eax
	jne     .L5
.L68:
	mov     eax,ecx
	and     al,0x1
	mov     QWORD PTR [rsp+0x98],rax
	mov     bpl,0x1
	mov     r13d,r14d
	test    r14b,0x4
	jne     .L5
	mov     ebp,ecx
	mov     r12d,r11d
	cmp     r11d,0x3b9aca00
	jne     .L69
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe0],rax
	mov     r12d,edx
.L69:
	movzx   r9d,bpl
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r14d
	mov     rdx,QWORD PTR [rsp+0xd8]
	mov     ecx,DWORD PTR [rsp+0x8c]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x18],0x0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	lea     rdx,[rsp+0x50]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rdx],xmm0
	movups  XMMWORD PTR [rdx+0x10],xmm0
	movups  XMMWORD PTR [rdx+0x1a],xmm0
	mov     r13d,DWORD PTR [r15]
	mov     bpl,0x1
	lea     rdi,[rsp+0x18]
	xor     r8d,r8d
	lea     r9,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,r12d
	mov     esi,0xffffffff
	jmp     .L5
.L70:
	mov     al,0x1
.L71:
	add     rsp,0xe8
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

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
	mov     DWORD PTR [rsp+0x20],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x58],xmm0
	movups  XMMWORD PTR [rsp+0x68],xmm0
	movups  XMMWORD PTR [rsp+0x71],xmm0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     edx,DWORD PTR [rdi]
	mov     rcx,0xffffffffffffffa0
	mov     rax,QWORD PTR fs:[rcx]
	mov     r14,QWORD PTR fs:[rcx+0x8]
	movups  XMMWORD PTR fs:[rcx],xmm0
	movabs  r13,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x10],edx
	test    dl,0x10
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
	cs      nop WORD PTR [rax+rax*1+0x0]
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
	imul    r13,r15
	shr     r13,0x3a
	mov     edx,r13d
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
	imul    r13,r15
	shr     r13,0x3a
.L4:
	shl     r13d,0x6
	add     r13,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x98],r13
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	mov     r9d,0x3b9aca00
	mov     rbp,0xffffffffffffffb0
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	xor     r14d,r14d
	xor     r12d,r12d
.L5:
	mov     eax,r12d
	mov     BYTE PTR [rsp+0xb],r12b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebx,[rax*8-0x19]
	lea     ecx,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x90],ecx
	mov     DWORD PTR [rsp+0x94],ebx
	and     ebx,0xffffffed
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xbc],eax
	mov     eax,DWORD PTR [rsp+0x10]
	mov     r13d,eax
.L6:
	xor     eax,eax
	movzx   r12d,BYTE PTR [rsp+0xb]
.L7:
	mov     DWORD PTR [rsp+0x10],eax
	test    r12b,0x1
	je      .L16
.L8:
	test    r13b,0x1
	jne     .L13
	test    r14b,0x1
	je      .L31
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L9:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L10
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L10:
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L12
	test    r12b,r12b
	jne     .L73
.L11:
	test    r13b,0x1
	je      .L9
	jmp     .L14
.L12:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0xc],r9d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L11
	jmp     .L73
	xchg    ax,ax
.L13:
	mov     eax,r14d
	test    r13b,0x4
	jne     .L15
	jmp     .L28
	xchg    ax,ax
.L14:
	mov     BYTE PTR [rsp+0x7e],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L28
.L15:
	test    al,0x1
	je      .L28
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x90]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	jne     .L8
	jmp     .L73
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L16:
	test    r13b,0x1
	jne     .L26
	test    r14b,0x1
	je      .L21
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L17:
	test    r13b,0x8
	jne     .L26
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L18
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L18:
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L20
	test    r12b,r12b
	jne     .L73
.L19:
	test    r13b,0x1
	je      .L17
	jmp     .L25
.L20:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0xc],r9d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L19
	jmp     .L73
	nop     DWORD PTR [rax+rax*1+0x0]
.L21:
	test    r13b,0x8
	jne     .L26
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	cmp     BYTE PTR [rsp+0x7f],0x0
	mov     BYTE PTR [rsp+0x7f],0x0
	je      .L22
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L22:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0x94]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L24
	test    r12b,r12b
	jne     .L73
.L23:
	test    r13b,0x1
	je      .L21
	jmp     .L25
.L24:
	lea     rdi,[rsp+0x20]
	mov     DWORD PTR [rsp+0xc],r9d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    r12b,r12b
	je      .L23
	jmp     .L73
.L25:
	mov     BYTE PTR [rsp+0x7e],0x1
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L26:
	test    r13b,0x4
	je      .L27
	test    r14b,0x1
	je      .L27
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0x90]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	jne     .L16
	jmp     .L73
.L27:
	mov     eax,r14d
.L28:
	mov     DWORD PTR [rsp+0x18],eax
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0xc],r9d
	jne     .L34
.L29:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	test    al,al
	je      .L42
	jmp     .L34
.L30:
	mov     r12,rdi
	mov     DWORD PTR [rsp+0xc],r9d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     rdi,r12
	lea     rsi,[rsp+0x58]
	test    r14b,r14b
	je      .L33
	jmp     .L73
	nop     DWORD PTR [rax+0x0]
.L31:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x7f]
	mov     BYTE PTR [rsp+0x7f],0x0
	cmp     al,0x1
	jne     .L32
	mov     QWORD PTR fs:[rbp+0x0],0x0
	mov     DWORD PTR fs:[rbp+0x8],0x0
.L32:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0x94]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L30
	test    r14b,r14b
	jne     .L73
.L33:
	test    r13b,0x1
	je      .L31
	mov     BYTE PTR [rsp+0x7e],0x1
	xor     r14d,r14d
	mov     DWORD PTR [rsp+0x18],0x0
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	mov     DWORD PTR [rsp+0xc],r9d
	je      .L29
.L34:
	inc     r12d
	mov     DWORD PTR [rsp+0x70],r12d
	mov     eax,DWORD PTR [rsp+0x20]
	mov     ecx,DWORD PTR [rsp+0x78]
	inc     ecx
	cmove   ecx,r11d
	mov     DWORD PTR [rsp+0xb4],ecx
	mov     DWORD PTR [rsp+0x78],ecx
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	sete    al
	movzx   ecx,BYTE PTR [rsp+0x7e]
	mov     BYTE PTR [rsp+0x17],cl
	xor     cl,0x1
	and     cl,al
	test    r12b,0x3
	setne   al
	test    al,cl
	jne     .L47
	mov     r12d,r9d
	call    rdx
	mov     edi,edx
	mov     QWORD PTR [rsp+0xa0],rax
	mov     DWORD PTR [rsp+0xa8],edx
	mov     ecx,DWORD PTR [rsp+0x30]
	cmp     ecx,0x3b9aca00
	jne     .L35
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edi
	mov     DWORD PTR [rsp+0x8c],edi
	mov     QWORD PTR [rsp+0xc0],rax
	jmp     .L36
.L35:
	mov     DWORD PTR [rsp+0x8c],ecx
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     QWORD PTR [rsp+0xc0],rcx
.L36:
	mov     ecx,DWORD PTR [rsp+0x40]
	cmp     ecx,0x3b9aca00
	mov     r9d,r12d
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	jne     .L37
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edi
	mov     ecx,edi
.L37:
	mov     r8d,DWORD PTR [rsp+0x50]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x48]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x48],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x50],edi
	cmp     BYTE PTR [rsp+0x7d],0x0
	mov     BYTE PTR [rsp+0x7d],0x0
	je      .L38
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edi
	mov     ecx,edi
.L38:
	mov     eax,DWORD PTR [rsp+0xb8]
	test    eax,eax
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	je      .L39
	cmp     eax,0x1
	jne     .L41
	lea     rdi,[rsp+0xa0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,r12d
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
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
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L42
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x20],rax
	jmp     .L47
.L39:
	cmp     DWORD PTR [rsp+0xb4],0x7
	lea     rdi,[rsp+0x20]
	jbe     .L45
	cmp     BYTE PTR [rsp+0x80],0x0
	jne     .L40
	mov     rsi,QWORD PTR [rsp+0x38]
	lea     rdi,[rsp+0xa0]
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,r12d
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	jb      .L45
.L40:
	cmp     BYTE PTR [rsp+0x7c],0x0
	lea     rsi,[rsp+0x58]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jne     .L42
	cmp     BYTE PTR [rsp+0x7f],0x0
	jne     .L42
	mov     rax,QWORD PTR [rsp+0x58]
	mov     QWORD PTR fs:[rbp+0x0],rax
	mov     DWORD PTR fs:[rbp+0x8],0x0
	jmp     .L42
.L41:
	mov     eax,DWORD PTR [rsp+0x24]
	cmp     eax,0x3
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L42
	inc     eax
	mov     DWORD PTR [rsp+0x20],0x2
	mov     DWORD PTR [rsp+0x24],eax
	jmp     .L47
.L42:
	cmp     DWORD PTR [rsp+0x88],0x3b9aca00
	je      .L66
	mov     r12,rsi
	call    rdx
	cmp     rax,QWORD PTR [rsp+0xc8]
	jne     .L43
	cmp     edx,DWORD PTR [rsp+0x88]
	mov     rsi,r12
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L44
	jmp     .L66
.L43:
	mov     rsi,r12
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jl      .L66
.L44:
	test    BYTE PTR [rsp+0x18],0x1
	je      .L75
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xbc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r14b,0x1
	mov     r13d,eax
	mov     eax,0x0
	movzx   r12d,BYTE PTR [rsp+0xb]
	jne     .L7
	jmp     .L74
.L45:
	test    BYTE PTR [rsp+0x17],0x1
	lea     rsi,[rsp+0x58]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jne     .L46
	lea     rdi,[rsp+0xa0]
	mov     rsi,QWORD PTR [rsp+0xc0]
	mov     edx,DWORD PTR [rsp+0x8c]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,r12d
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
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
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L47
.L46:
	mov     DWORD PTR [rsp+0x20],0x1
.L47:
	test    BYTE PTR [rsp+0x10],0x1
	jne     .L55
	mov     rax,QWORD PTR [rsp+0x98]
	mov     rcx,QWORD PTR [rax]
	mov     eax,ecx
	shr     al,0x4
	and     al,0x1
	mov     QWORD PTR [rsp+0x18],rcx
	test    cl,0x1
	movzx   ecx,al
	mov     eax,0x1
	cmove   eax,ecx
	mov     BYTE PTR [rsp+0x7c],al
	mov     rdx,0xffffffffffffff98
	mov     r12d,DWORD PTR fs:[rdx]
	inc     r12d
	mov     DWORD PTR fs:[rdx],r12d
	imul    edx,r12d,0x9e3779b9
	xor     edx,edi
	or      edx,0x1
	mov     DWORD PTR [rsp+0x74],edx
	mov     edx,r12d
	and     edx,0xf
	mov     DWORD PTR [rsp+0x10],edx
	sete    dl
	test    cl,dl
	jne     .L49
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	test    al,al
	je      .L50
.L48:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edx
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edx
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x58],r15
	cmp     BYTE PTR [rsp+0x7c],0x0
	mov     ecx,DWORD PTR [rsp+0x10]
	jne     .L52
	cmp     QWORD PTR fs:[rbp+0x0],r15
	je      .L51
	jmp     .L52
.L49:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdi,QWORD PTR [rsp+0x98]
	mov     rsi,QWORD PTR [rsp+0x18]
	mov     rdx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::drop_stale_far>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
	mov     ecx,eax
	shr     cl,0x4
	and     cl,0x1
	mov     QWORD PTR [rsp+0x18],rax
	test    al,0x1
	movzx   eax,cl
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x7c],al
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	test    al,al
	jne     .L48
.L50:
	mov     QWORD PTR [rsp+0x58],r15
	cmp     QWORD PTR fs:[rbp+0x0],r15
	mov     ecx,DWORD PTR [rsp+0x10]
	jne     .L52
.L51:
	mov     eax,DWORD PTR fs:[rbp+0x8]
	inc     eax
	mov     DWORD PTR fs:[rbp+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x7f],0x1
	setne   BYTE PTR [rsp+0x80]
.L52:
	and     r13d,0x10
	or      ecx,r13d
	jne     .L55
	mov     r13,QWORD PTR [rsp+0x98]
	mov     rdi,r13
	mov     rsi,QWORD PTR [rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    r12b,0xf0
	jne     .L53
	test    al,al
	je      .L53
	mov     QWORD PTR [rsp+0x60],r13
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jmp     .L54
.L53:
	test    al,al
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	je      .L55
.L54:
	lock or DWORD PTR [r15],0x10
.L55:
	mov     eax,DWORD PTR [rsp+0x20]
	cmp     eax,0x2
	je      .L56
	cmp     eax,0x1
	jne     .L58
	mov     r12,rsi
	mov     r13,rdi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     rdi,r13
	mov     rsi,r12
	jmp     .L57
.L56:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r13,r8
	mov     r12,r10
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10,r12
	mov     r9d,DWORD PTR [rsp+0xc]
	mov     r8,r13
	lea     rdi,[rsp+0x20]
	lea     rsi,[rsp+0x58]
.L57:
	movzx   r12d,BYTE PTR [rsp+0xb]
	jmp     .L62
.L58:
	mov     r12,rdx
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x7c],0x0
	jne     .L59
	mov     ecx,DWORD PTR [rsp+0x70]
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L59:
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
	mov     rdx,r12
	movzx   r12d,BYTE PTR [rsp+0xb]
	je      .L63
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L61
	and     ecx,0xfffffff8
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L60:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L60
	test    eax,eax
	je      .L62
	nop     DWORD PTR [rax+0x0]
.L61:
	pause
	dec     eax
	jne     .L61
.L62:
	mov     rax,QWORD PTR [rsp+0x60]
.L63:
	test    rax,rax
	jne     .L65
.L64:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	jmp     .L7
.L65:
	mov     r13,rdi
	mov     r12,r10
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10,r12
	movzx   r12d,BYTE PTR [rsp+0xb]
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     rdi,r13
	lea     rsi,[rsp+0x58]
	jmp     .L64
.L66:
	cmp     r9d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r12d,[rcx+0x20]
	test    BYTE PTR [rsp+0x18],0x1
	cmovne  r12d,ecx
	mov     DWORD PTR [rsp+0x10],r12d
	mov     ecx,r13d
	shr     cl,0x3
	movzx   r12d,BYTE PTR [rsp+0xb]
	or      cl,r12b
	or      cl,al
	test    cl,0x1
	je      .L67
	mov     ecx,DWORD PTR [rsp+0x10]
	jmp     .L70
.L67:
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     QWORD PTR [rsp+0xa0],rax
	mov     DWORD PTR [rsp+0xa8],r9d
	lea     rdi,[rsp+0xa0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L68
	mov     ecx,DWORD PTR [rsp+0x10]
	or      ecx,0x8
	mov     r12b,0x1
	jmp     .L69
.L68:
	mov     ecx,DWORD PTR [rsp+0x10]
	mov     eax,ecx
	or      eax,0x8
	cmp     edx,0x7a120
	setae   r12b
	cmovae  ecx,eax
.L69:
	lea     rsi,[rsp+0x58]
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,DWORD PTR [rsp+0xc]
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
.L70:
	cmp     ecx,r13d
	je      .L71
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r13d,eax
	jne     .L6
.L71:
	mov     r14b,0x1
	mov     DWORD PTR [rsp+0x10],ecx
	test    cl,0x4
	jne     .L5
	mov     rbx,rdx
	mov     r14,rsi
	mov     r13d,r9d
	cmp     r9d,0x3b9aca00
	jne     .L72
	call    rbx
	mov     QWORD PTR [rsp+0xd0],rax
	mov     r13d,edx
.L72:
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,DWORD PTR [rsp+0x10]
	mov     rdx,QWORD PTR [rsp+0xc8]
	mov     ecx,DWORD PTR [rsp+0x88]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x20],0x0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     rsi,r14
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [r14],xmm0
	movups  XMMWORD PTR [r14+0x10],xmm0
	movups  XMMWORD PTR [r14+0x19],xmm0
	mov     eax,DWORD PTR [r15]
	mov     DWORD PTR [rsp+0x10],eax
	mov     r14b,0x1
	lea     rdi,[rsp+0x20]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     r9d,r13d
	lea     r10,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	mov     rdx,rbx
	jmp     .L5
.L73:
	mov     al,0x1
.L74:
	add     rsp,0xd8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L75:
	xor     eax,eax
	jmp     .L74

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

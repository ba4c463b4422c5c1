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
	sub     rsp,0xc8
	mov     DWORD PTR [rsp+0x24],edx
	mov     QWORD PTR [rsp+0xb0],rsi
	mov     r15,rdi
	mov     DWORD PTR [rsp+0x28],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	movups  XMMWORD PTR [rsp+0x6f],xmm0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     edx,DWORD PTR [rdi]
	mov     rcx,0xffffffffffffffb0
	mov     rax,QWORD PTR fs:[rcx]
	mov     r14,QWORD PTR fs:[rcx+0x8]
	movups  XMMWORD PTR fs:[rcx],xmm0
	movabs  r13,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x1c],edx
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
	xchg    ax,ax
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
	mov     QWORD PTR [rsp+0xb8],r13
	lea     rdi,[rsp+0x28]
	mov     r10d,0x3b9aca00
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	xor     r12d,r12d
	xor     r14d,r14d
.L5:
	mov     eax,r14d
	mov     BYTE PTR [rsp+0xf],r14b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebp,[rax*8-0x19]
	mov     ebx,ebp
	and     ebx,0xffffffed
	lea     ecx,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0x20],ecx
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xa4],eax
	mov     eax,DWORD PTR [rsp+0x1c]
	mov     r13d,eax
.L6:
	xor     eax,eax
	movzx   esi,BYTE PTR [rsp+0xf]
.L7:
	mov     DWORD PTR [rsp+0x1c],eax
	test    sil,0x1
	je      .L15
	mov     esi,DWORD PTR [rsp+0x20]
.L8:
	test    r13b,0x1
	jne     .L12
	test    r12b,0x1
	je      .L29
.L9:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L11
	test    r14b,r14b
	jne     .L64
.L10:
	test    r13b,0x1
	je      .L9
	jmp     .L13
.L11:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0x10],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L10
	jmp     .L64
	xchg    ax,ax
.L12:
	mov     eax,r12d
	test    r13b,0x4
	jne     .L14
	jmp     .L26
	xchg    ax,ax
.L13:
	mov     BYTE PTR [rsp+0x7e],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L26
.L14:
	test    al,0x1
	je      .L26
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,esi
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L8
	jmp     .L64
	nop     DWORD PTR [rax]
.L15:
	mov     esi,DWORD PTR [rsp+0x20]
.L16:
	test    r13b,0x1
	jne     .L24
	test    r12b,0x1
	je      .L20
	nop     DWORD PTR [rax+rax*1+0x0]
.L17:
	test    r13b,0x8
	jne     .L24
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L19
	test    r14b,r14b
	jne     .L64
.L18:
	test    r13b,0x1
	je      .L17
	jmp     .L23
.L19:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0x10],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L18
	jmp     .L64
	nop     DWORD PTR [rax+rax*1+0x0]
.L20:
	test    r13b,0x8
	jne     .L24
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L22
	test    r14b,r14b
	jne     .L64
.L21:
	test    r13b,0x1
	je      .L20
	jmp     .L23
.L22:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0x10],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x20]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L21
	jmp     .L64
.L23:
	mov     BYTE PTR [rsp+0x7e],0x1
	nop
.L24:
	test    r13b,0x4
	je      .L25
	test    r12b,0x1
	je      .L25
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,esi
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L16
	jmp     .L64
.L25:
	mov     eax,r12d
.L26:
	mov     DWORD PTR [rsp+0x18],eax
	mov     r14d,DWORD PTR [rsp+0x70]
	test    r14d,r14d
	mov     DWORD PTR [rsp+0x10],r10d
	jne     .L31
.L27:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
	test    al,al
	je      .L41
	jmp     .L31
.L28:
	mov     r12,rdi
	mov     DWORD PTR [rsp+0x10],r10d
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	mov     rdi,r12
	test    r14b,r14b
	je      .L30
	jmp     .L64
	nop     DWORD PTR [rax]
.L29:
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L28
	test    r14b,r14b
	jne     .L64
.L30:
	test    r13b,0x1
	je      .L29
	mov     BYTE PTR [rsp+0x7e],0x1
	xor     r12d,r12d
	mov     DWORD PTR [rsp+0x18],0x0
	mov     r14d,DWORD PTR [rsp+0x70]
	test    r14d,r14d
	mov     DWORD PTR [rsp+0x10],r10d
	je      .L27
.L31:
	inc     r14d
	mov     DWORD PTR [rsp+0x70],r14d
	mov     eax,DWORD PTR [rsp+0x78]
	inc     eax
	cmove   eax,r11d
	mov     ecx,DWORD PTR [rsp+0x28]
	mov     DWORD PTR [rsp+0x9c],eax
	mov     DWORD PTR [rsp+0x78],eax
	mov     DWORD PTR [rsp+0xa0],ecx
	test    ecx,ecx
	sete    al
	movzx   esi,BYTE PTR [rsp+0x7e]
	mov     ecx,esi
	xor     cl,0x1
	and     cl,al
	and     r14d,0x3
	cmp     r14d,0x1
	setne   al
	test    al,cl
	jne     .L40
	mov     BYTE PTR [rsp+0x17],sil
	mov     r14,r9
	call    rdx
	mov     edi,edx
	mov     QWORD PTR [rsp+0x88],rax
	mov     DWORD PTR [rsp+0x90],edx
	mov     ecx,DWORD PTR [rsp+0x38]
	cmp     ecx,0x3b9aca00
	jne     .L32
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edi
	mov     DWORD PTR [rsp+0x84],edi
	mov     QWORD PTR [rsp+0xa8],rax
	jmp     .L33
.L32:
	mov     DWORD PTR [rsp+0x84],ecx
	mov     rcx,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0xa8],rcx
.L33:
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	mov     r9,r14
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	jne     .L34
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L34:
	mov     r8d,DWORD PTR [rsp+0x58]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x50]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x50],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x58],edi
	cmp     BYTE PTR [rsp+0x7d],0x0
	mov     BYTE PTR [rsp+0x7d],0x0
	je      .L35
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L35:
	mov     eax,DWORD PTR [rsp+0xa0]
	test    eax,eax
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	je      .L36
	cmp     eax,0x1
	jne     .L39
	lea     rdi,[rsp+0x88]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r9,r14
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
	lea     rdi,[rsp+0x28]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L41
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x28],rax
	jmp     .L40
.L36:
	cmp     DWORD PTR [rsp+0x9c],0x7
	lea     rdi,[rsp+0x28]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jbe     .L37
	mov     rsi,QWORD PTR [rsp+0x40]
	lea     rdi,[rsp+0x88]
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r9,r14
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
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
	jb      .L41
.L37:
	test    BYTE PTR [rsp+0x17],0x1
	jne     .L38
	lea     rdi,[rsp+0x88]
	mov     rsi,QWORD PTR [rsp+0xa8]
	mov     edx,DWORD PTR [rsp+0x84]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r9,r14
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     rdi,[rsp+0x28]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jb      .L40
.L38:
	mov     DWORD PTR [rsp+0x28],0x1
	jmp     .L40
.L39:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	lea     rdi,[rsp+0x28]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L41
	inc     eax
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
.L40:
	test    BYTE PTR [rsp+0x1c],0x1
	jne     .L46
	and     r13d,0x10
	mov     rax,QWORD PTR [rsp+0xb8]
	mov     rsi,QWORD PTR [rax]
	mov     eax,esi
	shr     al,0x4
	and     al,0x1
	test    sil,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x7c],al
	mov     rax,0xffffffffffffffa8
	mov     r14d,DWORD PTR fs:[rax]
	inc     r14d
	mov     DWORD PTR fs:[rax],r14d
	imul    eax,r14d,0x9e3779b9
	xor     eax,edi
	or      eax,0x1
	mov     DWORD PTR [rsp+0x74],eax
	mov     eax,r14d
	and     eax,0xf
	or      eax,r13d
	jne     .L46
	mov     r13,QWORD PTR [rsp+0xb8]
	mov     rdi,r13
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    r14b,0xf0
	jne     .L44
	test    al,al
	je      .L44
	mov     QWORD PTR [rsp+0x60],r13
	lea     rdi,[rsp+0x28]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jmp     .L45
.L41:
	cmp     DWORD PTR [rsp+0x24],0x3b9aca00
	je      .L57
	mov     r14,rdi
	call    rdx
	cmp     rax,QWORD PTR [rsp+0xb0]
	jne     .L42
	cmp     edx,DWORD PTR [rsp+0x24]
	mov     rdi,r14
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jae     .L43
	jmp     .L57
.L42:
	mov     rdi,r14
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	jl      .L57
.L43:
	test    BYTE PTR [rsp+0x18],0x1
	je      .L66
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xa4]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	mov     eax,0x0
	movzx   esi,BYTE PTR [rsp+0xf]
	jne     .L7
	jmp     .L65
.L44:
	test    al,al
	lea     rdi,[rsp+0x28]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	je      .L46
.L45:
	lock or DWORD PTR [r15],0x10
.L46:
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x2
	je      .L47
	cmp     eax,0x1
	jne     .L49
	mov     r14,rdi
	mov     r13,r8
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,r13
	mov     rdi,r14
	jmp     .L48
.L47:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r13,r8
	mov     r14,r9
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r9,r14
	mov     r8,r13
	lea     rdi,[rsp+0x28]
.L48:
	movzx   esi,BYTE PTR [rsp+0xf]
	jmp     .L53
.L49:
	mov     rsi,rdx
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x7c],0x0
	jne     .L50
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
.L50:
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
	mov     rdx,rsi
	movzx   esi,BYTE PTR [rsp+0xf]
	je      .L54
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L52
	and     ecx,0xfffffff8
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L51:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L51
	test    eax,eax
	je      .L53
	nop     DWORD PTR [rax+0x0]
.L52:
	pause
	dec     eax
	jne     .L52
.L53:
	mov     rax,QWORD PTR [rsp+0x60]
.L54:
	test    rax,rax
	jne     .L56
.L55:
	mov     r13d,DWORD PTR [r15]
	mov     al,0x1
	jmp     .L7
.L56:
	mov     r13,rdi
	mov     r14,r8
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	movzx   esi,BYTE PTR [rsp+0xf]
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,0xffffffff
	mov     r10d,DWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r8,r14
	mov     rdi,r13
	jmp     .L55
.L57:
	cmp     r10d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    BYTE PTR [rsp+0x18],0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	movzx   esi,BYTE PTR [rsp+0xf]
	or      cl,sil
	or      cl,al
	test    cl,0x1
	je      .L58
	mov     ecx,r14d
	mov     r14d,esi
	lea     rsi,[rsp+0x60]
	jmp     .L61
.L58:
	mov     rax,QWORD PTR [rsp+0xc0]
	mov     QWORD PTR [rsp+0x88],rax
	mov     DWORD PTR [rsp+0x90],r10d
	lea     rdi,[rsp+0x88]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L59
	or      r14d,0x8
	mov     ecx,r14d
	mov     r14b,0x1
	jmp     .L60
.L59:
	mov     eax,r14d
	or      eax,0x8
	cmp     edx,0x7a120
	mov     ecx,r14d
	setae   r14b
	cmovae  ecx,eax
.L60:
	lea     rsi,[rsp+0x60]
	lea     rdi,[rsp+0x28]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,DWORD PTR [rsp+0x10]
	mov     r11d,0xffffffff
	lea     rdx,[rip+REL] # <<std::time::Instant>::now>
.L61:
	cmp     ecx,r13d
	je      .L62
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r13d,eax
	jne     .L6
.L62:
	mov     r12b,0x1
	mov     DWORD PTR [rsp+0x1c],ecx
	test    cl,0x4
	jne     .L5
	mov     r13,rdx
	mov     rbx,rsi
	mov     ebp,r10d
	cmp     r10d,0x3b9aca00
	jne     .L63
	call    r13
	mov     QWORD PTR [rsp+0xc0],rax
	mov     ebp,edx
.L63:
	movzx   r9d,r14b
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,DWORD PTR [rsp+0x1c]
	mov     rdx,QWORD PTR [rsp+0xb0]
	mov     ecx,DWORD PTR [rsp+0x24]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rbx],xmm0
	movups  XMMWORD PTR [rbx+0xf],xmm0
	mov     eax,DWORD PTR [r15]
	mov     DWORD PTR [rsp+0x1c],eax
	mov     r12b,0x1
	lea     rdi,[rsp+0x28]
	lea     r8,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10d,ebp
	mov     r11d,0xffffffff
	mov     rdx,r13
	jmp     .L5
.L64:
	mov     al,0x1
.L65:
	add     rsp,0xc8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L66:
	xor     eax,eax
	jmp     .L65

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

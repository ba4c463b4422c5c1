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
	mov     QWORD PTR [rsp+0xb8],rsi
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
	mov     DWORD PTR [rsp+0x4],edx
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
	mov     QWORD PTR [rsp+0x98],r13
	lea     rdi,[rsp+0x28]
	mov     r8d,0x3b9aca00
	mov     edx,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	xor     r12d,r12d
	xor     r14d,r14d
.L5:
	mov     r10d,r14d
	mov     eax,r14d
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebp,[rax*8-0x19]
	mov     ebx,ebp
	and     ebx,0xffffffed
	lea     r11d,[rax*8-0x1f]
	lea     eax,[rax*8-0x1b]
	mov     DWORD PTR [rsp+0xac],eax
	mov     eax,DWORD PTR [rsp+0x4]
	mov     r13d,eax
.L6:
	xor     esi,esi
.L7:
	test    r10b,0x1
	je      .L15
.L8:
	test    r13b,0x1
	jne     .L12
	test    r12b,0x1
	je      .L27
	nop
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
	jne     .L65
.L10:
	test    r13b,0x1
	je      .L9
	jmp     .L13
.L11:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0xc],r8d
	mov     BYTE PTR [rsp+0x4],r10b
	mov     DWORD PTR [rsp+0x8],r11d
	mov     DWORD PTR [rsp+0x10],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x10]
	mov     r11d,DWORD PTR [rsp+0x8]
	movzx   r10d,BYTE PTR [rsp+0x4]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L10
	jmp     .L65
	nop     DWORD PTR [rax+rax*1+0x0]
.L12:
	mov     eax,r12d
	test    r13b,0x4
	jne     .L14
	jmp     .L25
	xchg    ax,ax
.L13:
	mov     BYTE PTR [rsp+0x7e],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L25
.L14:
	test    al,0x1
	je      .L25
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r11d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L8
	jmp     .L65
	xchg    ax,ax
.L15:
	test    r13b,0x1
	jne     .L23
	test    r12b,0x1
	je      .L19
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L16:
	test    r13b,0x8
	jne     .L23
	mov     BYTE PTR [rsp+0x7d],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	lea     ecx,[r13-0x1f]
	and     ecx,ebx
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     r13d,eax
	jne     .L18
	test    r14b,r14b
	jne     .L65
.L17:
	test    r13b,0x1
	je      .L16
	jmp     .L22
.L18:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0xc],r8d
	mov     BYTE PTR [rsp+0x4],r10b
	mov     DWORD PTR [rsp+0x8],r11d
	mov     DWORD PTR [rsp+0x10],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x10]
	mov     r11d,DWORD PTR [rsp+0x8]
	movzx   r10d,BYTE PTR [rsp+0x4]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L17
	jmp     .L65
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L19:
	test    r13b,0x8
	jne     .L23
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
	jne     .L21
	test    r14b,r14b
	jne     .L65
.L20:
	test    r13b,0x1
	je      .L19
	jmp     .L22
.L21:
	lea     rdi,[rsp+0x28]
	mov     DWORD PTR [rsp+0xc],r8d
	mov     BYTE PTR [rsp+0x4],r10b
	mov     DWORD PTR [rsp+0x8],r11d
	mov     DWORD PTR [rsp+0x10],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x10]
	mov     r11d,DWORD PTR [rsp+0x8]
	movzx   r10d,BYTE PTR [rsp+0x4]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     rdi,[rsp+0x28]
	test    r14b,r14b
	je      .L20
	jmp     .L65
.L22:
	mov     BYTE PTR [rsp+0x7e],0x1
	nop     DWORD PTR [rax+0x0]
.L23:
	test    r13b,0x4
	je      .L24
	test    r12b,0x1
	je      .L24
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,r11d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	jne     .L15
	jmp     .L65
.L24:
	mov     DWORD PTR [rsp+0x10],esi
	mov     BYTE PTR [rsp+0x4],r10b
	mov     eax,r12d
	mov     DWORD PTR [rsp+0x18],eax
	jmp     .L29
.L25:
	mov     DWORD PTR [rsp+0x18],eax
	mov     DWORD PTR [rsp+0x10],esi
	mov     BYTE PTR [rsp+0x4],r10b
	jmp     .L29
.L26:
	mov     r12,rdi
	mov     DWORD PTR [rsp+0xc],r8d
	mov     BYTE PTR [rsp+0x4],r10b
	mov     DWORD PTR [rsp+0x8],r11d
	mov     DWORD PTR [rsp+0x10],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     esi,DWORD PTR [rsp+0x10]
	mov     r11d,DWORD PTR [rsp+0x8]
	movzx   r10d,BYTE PTR [rsp+0x4]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,DWORD PTR [rsp+0xc]
	mov     rdi,r12
	test    r14b,r14b
	je      .L28
	jmp     .L65
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L27:
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
	jne     .L26
	test    r14b,r14b
	jne     .L65
.L28:
	test    r13b,0x1
	je      .L27
	mov     DWORD PTR [rsp+0x10],esi
	mov     BYTE PTR [rsp+0x4],r10b
	mov     BYTE PTR [rsp+0x7e],0x1
	xor     r12d,r12d
	mov     DWORD PTR [rsp+0x18],0x0
.L29:
	mov     r14d,DWORD PTR [rsp+0x70]
	test    r14d,r14d
	mov     DWORD PTR [rsp+0xc],r8d
	mov     DWORD PTR [rsp+0x8],r11d
	jne     .L30
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rsp+0x88]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     rdi,[rsp+0x28]
	test    al,al
	je      .L41
.L30:
	inc     r14d
	mov     DWORD PTR [rsp+0x70],r14d
	mov     esi,DWORD PTR [rsp+0x78]
	inc     esi
	cmove   esi,edx
	mov     eax,DWORD PTR [rsp+0x28]
	mov     DWORD PTR [rsp+0x78],esi
	mov     DWORD PTR [rsp+0xa8],eax
	test    eax,eax
	sete    al
	movzx   edx,BYTE PTR [rsp+0x7e]
	mov     ecx,edx
	xor     cl,0x1
	and     cl,al
	and     r14d,0x3
	cmp     r14d,0x1
	setne   al
	test    al,cl
	jne     .L39
	mov     DWORD PTR [rsp+0xa4],esi
	mov     BYTE PTR [rsp+0x17],dl
	mov     r14d,r11d
	call    r9
	mov     edi,edx
	mov     QWORD PTR [rsp+0x88],rax
	mov     DWORD PTR [rsp+0x90],edx
	mov     ecx,DWORD PTR [rsp+0x38]
	cmp     ecx,0x3b9aca00
	jne     .L31
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edi
	mov     DWORD PTR [rsp+0x84],edi
	mov     QWORD PTR [rsp+0xb0],rax
	jmp     .L32
.L31:
	mov     DWORD PTR [rsp+0x84],ecx
	mov     rcx,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0xb0],rcx
.L32:
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0x88]
	mov     r11d,r14d
	jne     .L33
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L33:
	mov     r8d,DWORD PTR [rsp+0x58]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x50]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x50],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x58],edi
	cmp     BYTE PTR [rsp+0x7d],0x0
	mov     BYTE PTR [rsp+0x7d],0x0
	je      .L34
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L34:
	mov     eax,DWORD PTR [rsp+0xa8]
	test    eax,eax
	mov     r8d,DWORD PTR [rsp+0xc]
	je      .L35
	cmp     eax,0x1
	jne     .L38
	mov     rdi,r10
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	movabs  rsi,0x100000002
	lea     r10,[rsp+0x88]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,DWORD PTR [rsp+0xc]
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
	mov     edx,0xffffffff
	jb      .L41
	mov     r11d,r14d
	mov     QWORD PTR [rsp+0x28],rsi
	jmp     .L39
.L35:
	cmp     DWORD PTR [rsp+0xa4],0x7
	lea     rdi,[rsp+0x28]
	jbe     .L36
	mov     rsi,QWORD PTR [rsp+0x40]
	mov     rdi,r10
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,r14d
	lea     r10,[rsp+0x88]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,DWORD PTR [rsp+0xc]
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
	mov     edx,0xffffffff
	jb      .L41
.L36:
	test    BYTE PTR [rsp+0x17],0x1
	jne     .L37
	mov     rdi,r10
	mov     rsi,QWORD PTR [rsp+0xb0]
	mov     edx,DWORD PTR [rsp+0x84]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r11d,r14d
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     rdi,[rsp+0x28]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	jb      .L39
.L37:
	mov     DWORD PTR [rsp+0x28],0x1
	jmp     .L39
.L38:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	lea     rdi,[rsp+0x28]
	mov     edx,0xffffffff
	jae     .L41
	inc     eax
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
.L39:
	test    BYTE PTR [rsp+0x10],0x1
	mov     edx,0x0
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	jne     .L46
	mov     rax,QWORD PTR [rsp+0x98]
	mov     rsi,QWORD PTR [rax]
	mov     eax,esi
	shr     al,0x4
	and     al,0x1
	test    sil,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmove   ecx,eax
	mov     BYTE PTR [rsp+0x7c],cl
	mov     rcx,0xffffffffffffffa8
	mov     r14d,DWORD PTR fs:[rcx]
	inc     r14d
	mov     DWORD PTR fs:[rcx],r14d
	imul    ecx,r14d,0x9e3779b9
	xor     ecx,edi
	or      ecx,0x1
	mov     DWORD PTR [rsp+0x74],ecx
	mov     DWORD PTR [rsp+0x10],r14d
	and     r14d,0xf
	sete    cl
	test    al,cl
	jne     .L57
	and     r13d,0x10
	or      r14d,r13d
	jne     .L46
.L40:
	mov     r13,rdi
	mov     r14,QWORD PTR [rsp+0x98]
	mov     rdi,r14
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    BYTE PTR [rsp+0x10],0xf0
	jne     .L44
	test    al,al
	je      .L44
	mov     QWORD PTR [rsp+0x60],r14
	mov     rdi,r13
	xor     edx,edx
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	mov     r11d,DWORD PTR [rsp+0x8]
	jmp     .L45
.L41:
	cmp     DWORD PTR [rsp+0x24],0x3b9aca00
	je      .L58
	mov     r14,rdi
	call    r9
	cmp     rax,QWORD PTR [rsp+0xb8]
	jne     .L42
	cmp     edx,DWORD PTR [rsp+0x24]
	mov     rdi,r14
	mov     r8d,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0x88]
	mov     r11d,DWORD PTR [rsp+0x8]
	jae     .L43
	jmp     .L58
.L42:
	mov     rdi,r14
	mov     r8d,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rsp+0x88]
	mov     r11d,DWORD PTR [rsp+0x8]
	jl      .L58
.L43:
	test    BYTE PTR [rsp+0x18],0x1
	je      .L67
	mov     ecx,r13d
	and     ecx,0xfffffffd
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xac]
	xor     esi,esi
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12b,0x1
	mov     r13d,eax
	movzx   r10d,BYTE PTR [rsp+0x4]
	jne     .L7
	jmp     .L66
.L44:
	test    al,al
	mov     rdi,r13
	mov     edx,0x0
	mov     r8d,DWORD PTR [rsp+0xc]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	mov     r11d,DWORD PTR [rsp+0x8]
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
	mov     r13d,r8d
	lea     rax,[rip+REL] # <std::thread::functions::yield_now>
	call    rax
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,r13d
	mov     rdi,r14
	jmp     .L48
.L47:
	xor     edi,edi
	mov     esi,0x4e20
	mov     r13d,r8d
	mov     r14,r9
	call    r10
	mov     r11d,DWORD PTR [rsp+0x8]
	mov     r9,r14
	mov     r8d,r13d
	lea     rdi,[rsp+0x28]
.L48:
	mov     edx,0xffffffff
	lea     rsi,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::note_poll>
	movzx   r10d,BYTE PTR [rsp+0x4]
	jmp     .L53
.L49:
	mov     r10d,0x4
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x7c],0x0
	lea     rsi,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::note_poll>
	jne     .L50
	mov     ecx,DWORD PTR [rsp+0x70]
	sub     ecx,0x8
	cmovb   ecx,edx
	cmp     ecx,0x4
	cmovae  ecx,r10d
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
	mov     edx,0xffffffff
	movzx   r10d,BYTE PTR [rsp+0x4]
	je      .L54
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L52
	and     ecx,0xfffffff8
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
	mov     sil,0x1
	jmp     .L7
.L56:
	mov     r13,rdi
	mov     r14d,r8d
	mov     BYTE PTR [rsp+0x4],r10b
	call    rsi
	mov     r11d,DWORD PTR [rsp+0x8]
	movzx   r10d,BYTE PTR [rsp+0x4]
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     edx,0xffffffff
	mov     r8d,r14d
	mov     rdi,r13
	jmp     .L55
.L57:
	mov     QWORD PTR [rsp+0x18],rsi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdi,QWORD PTR [rsp+0x98]
	mov     rsi,QWORD PTR [rsp+0x18]
	mov     rdx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::drop_stale_far>
	mov     r11d,DWORD PTR [rsp+0x8]
	lea     r10,[rip+REL] # <std::thread::functions::sleep>
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	mov     r8d,DWORD PTR [rsp+0xc]
	xor     edx,edx
	lea     rdi,[rsp+0x28]
	mov     rsi,rax
	shr     al,0x4
	and     al,0x1
	test    sil,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x7c],al
	and     r13d,0x10
	or      r14d,r13d
	jne     .L46
	jmp     .L40
.L58:
	cmp     r8d,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r14d,[rcx+0x20]
	test    BYTE PTR [rsp+0x18],0x1
	cmovne  r14d,ecx
	mov     ecx,r13d
	shr     cl,0x3
	movzx   r11d,BYTE PTR [rsp+0x4]
	or      cl,r11b
	or      cl,al
	test    cl,0x1
	je      .L59
	mov     ecx,r14d
	mov     r14d,r11d
	lea     rsi,[rip+REL] # <hintlock::futex::linux::wait>
	mov     r10d,r11d
	jmp     .L62
.L59:
	mov     BYTE PTR [rsp+0x4],r11b
	mov     rax,QWORD PTR [rsp+0xc0]
	mov     QWORD PTR [rsp+0x88],rax
	mov     DWORD PTR [rsp+0x90],r8d
	mov     rdi,r10
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L60
	or      r14d,0x8
	mov     ecx,r14d
	mov     r14b,0x1
	jmp     .L61
.L60:
	mov     eax,r14d
	or      eax,0x8
	cmp     edx,0x7a120
	mov     ecx,r14d
	setae   r14b
	cmovae  ecx,eax
.L61:
	lea     rdi,[rsp+0x28]
	mov     r8d,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
	lea     r9,[rip+REL] # <<std::time::Instant>::now>
	lea     rsi,[rip+REL] # <hintlock::futex::linux::wait>
	movzx   r10d,BYTE PTR [rsp+0x4]
.L62:
	mov     r11d,DWORD PTR [rsp+0x8]
	cmp     ecx,r13d
	je      .L63
	mov     eax,r13d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r13d,eax
	jne     .L6
.L63:
	mov     r12b,0x1
	mov     DWORD PTR [rsp+0x4],ecx
	test    cl,0x4
	jne     .L5
	mov     r12,rsi
	mov     r13,r9
	lea     rbx,[rsp+0x60]
	mov     ebp,r8d
	cmp     r8d,0x3b9aca00
	jne     .L64
	call    r13
	mov     QWORD PTR [rsp+0xc0],rax
	mov     ebp,edx
.L64:
	movzx   r9d,r14b
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,DWORD PTR [rsp+0x4]
	mov     rdx,QWORD PTR [rsp+0xb8]
	mov     ecx,DWORD PTR [rsp+0x24]
	mov     r8d,0x80
	call    r12
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rbx],xmm0
	movups  XMMWORD PTR [rbx+0xf],xmm0
	mov     eax,DWORD PTR [r15]
	mov     DWORD PTR [rsp+0x4],eax
	mov     r12b,0x1
	lea     rdi,[rsp+0x28]
	mov     r8d,ebp
	mov     edx,0xffffffff
	mov     r9,r13
	jmp     .L5
.L65:
	mov     sil,0x1
.L66:
	mov     eax,esi
	add     rsp,0xc8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L67:
	xor     esi,esi
	jmp     .L66

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

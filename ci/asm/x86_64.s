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
	mov     esi,eax
	jmp     QWORD PTR [rip+REL] # <GOT: <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended>

== hintlock_probe_try_lock
	mov     eax,DWORD PTR [rdi]
	test    al,0x9
	je      .L0
	xor     ecx,ecx
	mov     eax,ecx
	ret
.L0:
	test    eax,eax
	jne     .L1
	mov     ecx,0x1
	xor     eax,eax
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     cl,0x1
	jne     .L1
	mov     eax,ecx
	ret
.L1:
	mov     esi,eax
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow>

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	mov     eax,esi
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	test    al,0x19
	jne     .L1
	mov     ecx,eax
	or      ecx,0x1
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	ret
.L1:
	test    sil,0x19
	sete    cl
	and     al,cl
	movzx   esi,al
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	push    rbx
	mov     eax,esi
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	mov     ebx,eax
	test    bl,0x9
	jne     .L1
	mov     ecx,ebx
	and     ecx,0xffffffe6
	inc     ecx
	mov     eax,ebx
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	test    bl,0x10
	jne     .L2
.L1:
	test    bl,0x9
	sete    al
	pop     rbx
	ret
.L2:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::try_taken>
	test    bl,0x9
	sete    al
	pop     rbx
	ret

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

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0xf8
	mov     rbx,rdi
	movabs  rcx,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x30],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x68],xmm0
	movups  XMMWORD PTR [rsp+0x78],xmm0
	mov     DWORD PTR [rsp+0x98],0x0
	mov     BYTE PTR [rsp+0x9c],0x0
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     WORD PTR [rsp+0x9d],0x0
	movups  XMMWORD PTR [rsp+0x88],xmm0
	mov     ebp,DWORD PTR [rdi]
	test    esi,esi
	je      .L2
	cmp     ebp,0x1f
	jbe     .L0
	xor     eax,eax
	jmp     .L1
.L0:
	mov     rax,rbx
	imul    rax,rcx
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	sete    al
.L1:
	mov     BYTE PTR [rsp+0x9a],0x1
	mov     BYTE PTR [rsp+0x9e],al
.L2:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r15,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    bpl,0x10
	mov     DWORD PTR [rsp+0x8],ebp
	je      .L9
	cmp     rcx,rbx
	jne     .L9
	lea     r12,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [r12]
	test    rax,rax
	je      .L97
.L3:
	lea     rsi,[rsp+0x20]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	lea     r14,[rsp+0xb8]
	test    eax,eax
	jne     .L96
	mov     r13,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rsp+0x28]
	xor     ebp,ebp
	test    r13,r13
	cmovle  r13,rbp
	test    rax,rax
	cmovg   rbp,rax
	mov     rax,QWORD PTR [r12]
	test    rax,rax
	je      .L98
.L4:
	lea     rsi,[rsp+0x20]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L96
	imul    rcx,r13,0x3b9aca00
	add     rcx,rbp
	mov     rax,QWORD PTR [rsp+0x20]
	mov     rdx,QWORD PTR [rsp+0x28]
	xor     esi,esi
	test    rax,rax
	cmovle  rax,rsi
	imul    rax,rax,0x3b9aca00
	test    rdx,rdx
	cmovle  rdx,rsi
	add     rdx,rax
	sub     rdx,rcx
	cmovb   rdx,rsi
	lea     rsi,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rsi]
	cmp     rdx,rax
	jae     .L6
	mov     rax,QWORD PTR [rsi]
.L5:
	cmp     rax,rdx
	mov     rdi,rdx
	cmovbe  rdi,rax
	lock cmpxchg QWORD PTR [rsi],rdi
	jne     .L5
.L6:
	xor     edx,edx
	mov     rax,rcx
	sub     rax,r15
	cmovae  rdx,rax
	mov     rax,QWORD PTR [rsi]
	cmp     rax,0xffffffffffffffff
	je      .L7
	xor     esi,esi
	sub     rdx,rax
	cmovb   rdx,rsi
.L7:
	movabs  r15,0x9e3779b97f4a7c15
	imul    r15,rbx
	shr     r15,0x3a
	mov     esi,r15d
	shl     esi,0x6
	lea     rdi,[rip+REL] # <hintlock::spin::policy::HINTS>
	lea     rax,[rdi+rsi*1]
	mov     rsi,QWORD PTR [rdi+rsi*1]
	mov     edi,0x1
	cmp     rdx,0x3c
	jb      .L8
	mov     edi,0x2
	test    sil,0x2
	jne     .L8
	mov     edi,esi
	and     edi,0x1
	or      rdi,0x2
.L8:
	and     esi,0x1c
	shl     rcx,0x5
	or      rcx,rsi
	or      rcx,rdi
	mov     QWORD PTR [rax],rcx
	jmp     .L10
.L9:
	movabs  r15,0x9e3779b97f4a7c15
	imul    r15,rbx
	shr     r15,0x3a
.L10:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     r14,rax
	shl     r15d,0x6
	add     r15,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x18],r15
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xc0]
	mov     QWORD PTR [rsp+0xd0],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     QWORD PTR [rsp+0xf0],rax
	mov     DWORD PTR [rsp+0xac],0x3b9aca00
	lea     rax,[rsp+0xb8]
	mov     QWORD PTR [rsp+0xe8],rax
	xor     r12d,r12d
	mov     QWORD PTR [rsp+0xc8],0x0
	xor     r13d,r13d
.L11:
	mov     eax,r12d
	mov     BYTE PTR [rsp+0x7],r12b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r15d,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xb0],eax
	mov     DWORD PTR [rsp+0xb4],r15d
	and     r15d,0xffffffed
	mov     eax,DWORD PTR [rsp+0x8]
	mov     ebp,eax
.L12:
	mov     DWORD PTR [rsp+0x8],0x0
	test    BYTE PTR [rsp+0x7],0x1
	je      .L23
.L13:
	test    bpl,0x1
	jne     .L18
	test    r13b,0x1
	je      .L75
	nop     DWORD PTR [rax+rax*1+0x0]
.L14:
	mov     BYTE PTR [rsp+0x99],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x9b]
	mov     BYTE PTR [rsp+0x9b],0x0
	cmp     al,0x1
	jne     .L15
	mov     BYTE PTR [rsp+0x9c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L15:
	lea     ecx,[rbp-0x1f]
	and     ecx,r15d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x70],0x0
	mov     ebp,eax
	jne     .L17
.L16:
	test    r12b,r12b
	jne     .L93
	test    bpl,0x1
	je      .L14
	jmp     .L19
.L17:
	lea     rdi,[rsp+0x30]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L16
	cs      nop WORD PTR [rax+rax*1+0x0]
.L18:
	mov     eax,r13d
	test    bpl,0x4
	jne     .L22
	jmp     .L37
	xchg    ax,ax
.L19:
	cmp     ebp,0x1f
	jbe     .L20
	xor     eax,eax
	jmp     .L21
.L20:
	mov     rax,QWORD PTR [rsp+0x18]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L21:
	mov     BYTE PTR [rsp+0x9a],0x1
	mov     BYTE PTR [rsp+0x9e],al
	mov     al,0x1
	test    bpl,0x4
	je      .L37
.L22:
	test    al,0x1
	je      .L37
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r13b,0x1
	mov     ebp,eax
	jne     .L13
	jmp     .L93
	xchg    ax,ax
.L23:
	test    bpl,0x1
	jne     .L35
	test    r13b,0x1
	je      .L28
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L24:
	test    bpl,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0x99],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x9b]
	mov     BYTE PTR [rsp+0x9b],0x0
	cmp     al,0x1
	jne     .L25
	mov     BYTE PTR [rsp+0x9c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L25:
	lea     ecx,[rbp-0x1f]
	and     ecx,r15d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x70],0x0
	mov     ebp,eax
	jne     .L27
.L26:
	test    r12b,r12b
	jne     .L93
	test    bpl,0x1
	je      .L24
	jmp     .L32
.L27:
	lea     rdi,[rsp+0x30]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L26
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L28:
	test    bpl,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0x99],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	cmp     BYTE PTR [rsp+0x9b],0x0
	mov     BYTE PTR [rsp+0x9b],0x0
	je      .L29
	mov     BYTE PTR [rsp+0x9c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L29:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x70],0x0
	mov     ebp,eax
	jne     .L31
.L30:
	test    r12b,r12b
	jne     .L93
	test    bpl,0x1
	je      .L28
	jmp     .L32
.L31:
	lea     rdi,[rsp+0x30]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L30
.L32:
	cmp     ebp,0x1f
	jbe     .L33
	xor     eax,eax
	jmp     .L34
.L33:
	mov     rax,QWORD PTR [rsp+0x18]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L34:
	mov     BYTE PTR [rsp+0x9a],0x1
	mov     BYTE PTR [rsp+0x9e],al
	nop     DWORD PTR [rax+0x0]
.L35:
	test    bpl,0x4
	je      .L36
	test    r13b,0x1
	je      .L36
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r13b,0x1
	mov     ebp,eax
	jne     .L23
	jmp     .L93
.L36:
	mov     eax,r13d
.L37:
	mov     DWORD PTR [rsp+0x10],eax
	mov     r12d,DWORD PTR [rsp+0x88]
	test    r12d,r12d
	jne     .L39
.L38:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L85
.L39:
	inc     r12d
	mov     DWORD PTR [rsp+0x88],r12d
	mov     eax,DWORD PTR [rsp+0x30]
	mov     edx,DWORD PTR [rsp+0x90]
	inc     edx
	mov     ecx,0xffffffff
	cmove   edx,ecx
	mov     DWORD PTR [rsp+0x90],edx
	test    eax,eax
	je      .L40
	cmp     eax,0x1
	jne     .L41
	cmp     BYTE PTR [rsp+0x9d],0x0
	jne     .L85
	mov     eax,DWORD PTR [rsp+0x94]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0x9e],cl
	je      .L42
	inc     eax
	mov     DWORD PTR [rsp+0x94],eax
	mov     BYTE PTR [rsp+0x9a],0x0
	mov     BYTE PTR [rsp+0x9e],0x0
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x30],0x0
	jmp     .L50
.L40:
	mov     DWORD PTR [rsp+0xa8],edx
	movzx   ecx,BYTE PTR [rsp+0x98]
	movzx   eax,BYTE PTR [rsp+0x9a]
	mov     BYTE PTR [rsp+0x17],al
	mov     BYTE PTR [rsp+0x16],cl
	or      al,cl
	test    r12b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L50
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     DWORD PTR [rsp+0xa0],edx
	mov     r12,rax
	mov     QWORD PTR [rsp+0xb8],rax
	mov     eax,DWORD PTR [rsp+0xa0]
	mov     DWORD PTR [rsp+0xc0],eax
	mov     ecx,DWORD PTR [rsp+0x40]
	cmp     ecx,0x3b9aca00
	jne     .L43
	mov     QWORD PTR [rsp+0x38],r12
	mov     DWORD PTR [rsp+0x40],eax
	mov     ecx,eax
	mov     rsi,r12
	jmp     .L44
.L41:
	mov     eax,DWORD PTR [rsp+0x34]
	cmp     eax,0x3
	jae     .L85
	inc     eax
	mov     DWORD PTR [rsp+0x30],0x2
	mov     DWORD PTR [rsp+0x34],eax
	jmp     .L50
.L42:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x30],rax
	jmp     .L50
.L43:
	mov     rsi,QWORD PTR [rsp+0x38]
.L44:
	mov     edx,DWORD PTR [rsp+0x50]
	cmp     edx,0x3b9aca00
	jne     .L45
	mov     QWORD PTR [rsp+0x48],r12
	mov     edx,DWORD PTR [rsp+0xa0]
	mov     DWORD PTR [rsp+0x50],edx
.L45:
	mov     QWORD PTR [rsp+0x58],r12
	mov     eax,DWORD PTR [rsp+0xa0]
	mov     DWORD PTR [rsp+0x60],eax
	cmp     BYTE PTR [rsp+0x99],0x0
	mov     BYTE PTR [rsp+0x99],0x0
	je      .L46
	mov     QWORD PTR [rsp+0x48],r12
	mov     edx,DWORD PTR [rsp+0xa0]
	mov     DWORD PTR [rsp+0x50],edx
.L46:
	cmp     DWORD PTR [rsp+0xa8],0x7
	jbe     .L47
	cmp     BYTE PTR [rsp+0x9c],0x0
	jne     .L84
	mov     QWORD PTR [rsp+0xe0],rsi
	mov     DWORD PTR [rsp+0xa8],ecx
	mov     rsi,QWORD PTR [rsp+0x48]
	lea     rdi,[rsp+0xb8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	mov     ecx,DWORD PTR [rsp+0xa8]
	mov     rsi,QWORD PTR [rsp+0xe0]
	jae     .L84
.L47:
	cmp     BYTE PTR [rsp+0x17],0x0
	jne     .L48
	lea     rdi,[rsp+0xb8]
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	jb      .L50
.L48:
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     rsi,QWORD PTR [rax]
	mov     edx,DWORD PTR [rax+0x8]
	mov     QWORD PTR [rsp+0x20],r12
	mov     eax,DWORD PTR [rsp+0xa0]
	mov     DWORD PTR [rsp+0x28],eax
	cmp     edx,0x3b9aca00
	je      .L49
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	test    rax,rax
	jne     .L49
	cmp     edx,0x249f0
	jb      .L85
.L49:
	mov     DWORD PTR [rsp+0x30],0x1
.L50:
	test    BYTE PTR [rsp+0x8],0x1
	jne     .L64
	mov     rax,QWORD PTR [rsp+0x18]
	mov     rdx,QWORD PTR [rax]
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     r12d,DWORD PTR [rax]
	inc     r12d
	mov     DWORD PTR [rax],r12d
	imul    eax,r12d,0x9e3779b9
	lea     rcx,[rsp+0x30]
	xor     eax,ecx
	or      eax,0x1
	mov     DWORD PTR [rsp+0x8c],eax
	mov     DWORD PTR [rsp+0x10],r12d
	and     r12d,0xf
	sete    al
	mov     QWORD PTR [rsp+0x8],rdx
	mov     ecx,edx
	shr     cl,0x4
	test    cl,al
	jne     .L81
.L51:
	test    BYTE PTR [rsp+0x8],0x11
	je      .L56
	mov     rax,QWORD PTR [rsp+0x18]
	mov     rax,QWORD PTR [rax+0x10]
	test    rax,rax
	je      .L54
	mov     QWORD PTR [rsp+0xa0],rax
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L82
.L52:
	mov     edi,0x1
	lea     rsi,[rsp+0x20]
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L99
	mov     rcx,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rsp+0x28]
	test    rcx,rcx
	mov     edx,0x0
	cmovle  rcx,rdx
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,rdx
	add     rax,rcx
	sub     rax,QWORD PTR [rsp+0xa0]
	cmovb   rax,rdx
	cmp     rax,0x4c4b40
	setae   BYTE PTR [rsp+0x98]
	test    BYTE PTR [rsp+0x8],0x1
	jne     .L53
	cmp     rax,0x4c4b3f
	ja      .L55
.L53:
	mov     QWORD PTR [rsp+0x68],rbx
	cmp     rax,0x4c4b3f
	jbe     .L57
	jmp     .L60
.L54:
	mov     BYTE PTR [rsp+0x98],0x1
	test    BYTE PTR [rsp+0x8],0x1
	jne     .L59
.L55:
	mov     eax,ebp
	shr     eax,0x5
	mov     esi,0x1
	mov     rcx,QWORD PTR [rsp+0x18]
	lock xadd QWORD PTR [rcx+0x18],rsi
	inc     rsi
	mov     QWORD PTR [rsp+0x80],rcx
	add     rsi,rax
	mov     rax,0xffffffffffffffff
	cmovb   rsi,rax
	mov     rdi,rbx
	call    <hintlock::spin::policy::loser_starts_waiting>
	test    al,al
	je      .L58
.L56:
	mov     BYTE PTR [rsp+0x98],0x0
	mov     QWORD PTR [rsp+0x68],rbx
.L57:
	cmp     QWORD PTR [r14],rbx
	jne     .L61
	mov     eax,DWORD PTR [r14+0x8]
	inc     eax
	mov     DWORD PTR [r14+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x9b],0x1
	setne   BYTE PTR [rsp+0x9c]
	jmp     .L61
.L58:
	mov     QWORD PTR [rsp+0x68],rbx
	cmp     BYTE PTR [rsp+0x98],0x0
	je      .L57
	jmp     .L60
.L59:
	mov     QWORD PTR [rsp+0x68],rbx
.L60:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edx
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	mov     QWORD PTR [rsp+0x58],rax
	mov     DWORD PTR [rsp+0x60],edx
.L61:
	and     ebp,0x10
	or      r12d,ebp
	jne     .L64
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L83
.L62:
	mov     edi,0x1
	lea     rsi,[rsp+0x20]
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L99
	mov     rcx,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rsp+0x28]
	test    rcx,rcx
	mov     esi,0x0
	cmovle  rcx,rsi
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,rsi
	add     rax,rcx
	mov     rcx,QWORD PTR [rsp+0x8]
	shr     rcx,0x5
	mov     rdx,rax
	sub     rdx,rcx
	cmovb   rdx,rsi
	cmp     rdx,0x2710
	jb      .L64
	shl     rax,0x5
	mov     rcx,QWORD PTR [rsp+0x8]
	and     ecx,0x1f
	or      rcx,rax
	mov     rax,QWORD PTR [rsp+0x18]
	mov     QWORD PTR [rax],rcx
	test    BYTE PTR [rsp+0x10],0xf0
	jne     .L63
	mov     rax,QWORD PTR [rsp+0x18]
	mov     QWORD PTR [rsp+0x70],rax
.L63:
	lock or DWORD PTR [rbx],0x10
.L64:
	mov     eax,DWORD PTR [rsp+0x30]
	cmp     eax,0x2
	je      .L65
	cmp     eax,0x1
	jne     .L66
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ebp,edx
	mov     edx,DWORD PTR [rsp+0x60]
	cmp     edx,0x3b9aca00
	jne     .L70
	mov     BYTE PTR [rsp+0x9d],0x0
	jmp     .L71
.L65:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L71
.L66:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0x98],0x0
	jne     .L67
	mov     ecx,DWORD PTR [rsp+0x88]
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L67:
	mov     ecx,DWORD PTR [rsp+0x8c]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x8c],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x70]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	je      .L72
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L69
	and     ecx,0xfffffff8
	xchg    ax,ax
.L68:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L68
	test    eax,eax
	je      .L71
	nop     DWORD PTR [rax+0x0]
.L69:
	pause
	dec     eax
	jne     .L69
	jmp     .L71
.L70:
	mov     r12,rax
	mov     rsi,QWORD PTR [rsp+0x58]
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],ebp
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
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
	setb    BYTE PTR [rsp+0x9d]
	cmp     rcx,0x3e8
	sbb     rdx,0x0
	jb      .L71
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     QWORD PTR [rax],r12
	mov     DWORD PTR [rax+0x8],ebp
.L71:
	mov     rax,QWORD PTR [rsp+0x70]
.L72:
	test    rax,rax
	jne     .L80
.L73:
	mov     ebp,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x8],eax
	test    BYTE PTR [rsp+0x7],0x1
	je      .L23
	jmp     .L13
.L74:
	lea     rdi,[rsp+0x30]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L77
	nop     DWORD PTR [rax]
.L75:
	mov     BYTE PTR [rsp+0x99],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x9b]
	mov     BYTE PTR [rsp+0x9b],0x0
	cmp     al,0x1
	jne     .L76
	mov     BYTE PTR [rsp+0x9c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L76:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x70],0x0
	mov     ebp,eax
	jne     .L74
.L77:
	test    r12b,r12b
	jne     .L93
	test    bpl,0x1
	je      .L75
	cmp     ebp,0x1f
	jbe     .L78
	xor     eax,eax
	jmp     .L79
.L78:
	mov     rax,QWORD PTR [rsp+0x18]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L79:
	mov     BYTE PTR [rsp+0x9a],0x1
	mov     BYTE PTR [rsp+0x9e],al
	xor     r13d,r13d
	mov     DWORD PTR [rsp+0x10],0x0
	mov     r12d,DWORD PTR [rsp+0x88]
	test    r12d,r12d
	jne     .L39
	jmp     .L38
.L80:
	lea     rdi,[rsp+0x30]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L73
.L81:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0x18]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jb      .L51
	mov     rdx,QWORD PTR [rsp+0x8]
	and     rdx,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0x18]
	mov     QWORD PTR [rsp+0x8],rdx
	mov     QWORD PTR [rax],rdx
	jmp     .L51
.L82:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L52
.L83:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L62
.L84:
	test    BYTE PTR [rsp+0x16],0x1
	jne     .L85
	cmp     BYTE PTR [rsp+0x9b],0x0
	jne     .L85
	mov     rax,QWORD PTR [rsp+0x68]
	mov     QWORD PTR [r14],rax
	mov     DWORD PTR [r14+0x8],0x0
.L85:
	mov     eax,ebp
	and     eax,0xfffffffd
	lea     r12d,[rax+0x20]
	test    BYTE PTR [rsp+0x10],0x1
	cmovne  r12d,eax
	mov     eax,ebp
	shr     al,0x3
	movzx   ecx,BYTE PTR [rsp+0x7]
	or      al,cl
	test    al,0x1
	je      .L86
	mov     DWORD PTR [rsp+0x8],r12d
	mov     r12d,ecx
	jmp     .L89
.L86:
	mov     eax,DWORD PTR [rsp+0xac]
	cmp     eax,0x3b9aca00
	jne     .L87
	mov     DWORD PTR [rsp+0x8],r12d
	xor     r12d,r12d
	jmp     .L89
.L87:
	mov     rcx,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rsp+0x20],rcx
	mov     DWORD PTR [rsp+0x28],eax
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L88
	or      r12d,0x8
	mov     DWORD PTR [rsp+0x8],r12d
	mov     r12b,0x1
	jmp     .L89
.L88:
	mov     eax,ebp
	shr     eax,0x5
	cmp     eax,0x8
	mov     ecx,0x8
	cmovb   ecx,eax
	imul    ecx,ecx,0x7a120
	test    eax,eax
	mov     eax,0x7a120
	cmove   ecx,eax
	mov     eax,r12d
	or      eax,0x8
	cmp     edx,ecx
	mov     ecx,r12d
	setae   r12b
	cmovae  ecx,eax
	mov     DWORD PTR [rsp+0x8],ecx
.L89:
	mov     ecx,DWORD PTR [rsp+0x8]
	cmp     ecx,ebp
	je      .L90
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     ebp,eax
	jne     .L12
.L90:
	mov     r13b,0x1
	test    cl,0x4
	jne     .L11
	cmp     DWORD PTR [rsp+0xac],0x3b9aca00
	jne     .L91
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xd8],rax
	mov     DWORD PTR [rsp+0xac],edx
.L91:
	mov     edx,DWORD PTR [rsp+0x8]
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9
	mov     eax,0xca
	mov     esi,0x89
	mov     rdi,rbx
	xor     r10d,r10d
	xor     r8d,r8d
	syscall
	mov     rcx,QWORD PTR [rsp+0x80]
	test    rcx,rcx
	setne   al
	je      .L92
	lock dec QWORD PTR [rcx+0x18]
.L92:
	mov     rcx,QWORD PTR [rsp+0xc8]
	or      cl,al
	mov     QWORD PTR [rsp+0xc8],rcx
	mov     DWORD PTR [rsp+0x30],0x0
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	lea     rax,[rsp+0x68]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax+0x20],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     QWORD PTR [rax+0x2f],0x0
	mov     eax,DWORD PTR [rbx]
	mov     DWORD PTR [rsp+0x8],eax
	mov     r13b,0x1
	jmp     .L11
.L93:
	cmp     QWORD PTR [rsp+0x80],0x0
	setne   al
	mov     rcx,QWORD PTR [rsp+0xc8]
	or      cl,al
	test    cl,0x1
	jne     .L95
.L94:
	add     rsp,0xf8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L95:
	mov     rdi,rbx
	mov     esi,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wait_ended>
	mov     rax,QWORD PTR [rsp+0x80]
	test    rax,rax
	je      .L94
	lock dec QWORD PTR [rax+0x18]
	jmp     .L94
.L96:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	xor     edi,edi
	mov     rsi,r14
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
	jmp     .L100
.L97:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L3
.L98:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L4
.L99:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	xor     edi,edi
	mov     rsi,QWORD PTR [rsp+0xe8]
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
.L100:
	ud2
	jmp     .L101
	jmp     .L101
	jmp     .L101
	jmp     .L101
	jmp     .L101
	jmp     .L101
	jmp     .L101
	jmp     .L101
.L101:
	mov     rcx,QWORD PTR [rsp+0x80]
	test    rcx,rcx
	je      .L102
	lock dec QWORD PTR [rcx+0x18]
.L102:
	mov     rdi,rax
	call    <_Unwind_Resume@plt>

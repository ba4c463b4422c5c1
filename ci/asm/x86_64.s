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
	je      .L0
	dec     esi
	test    sil,0x18
	jne     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	cmp     esi,0x40
	setb    al
	mov     ecx,esi
	and     ecx,0x2
	shr     ecx,1
	or      cl,al
	je      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
.L0:
	ret

== hintlock_probe_unlock_fair
	mov     esi,DWORD PTR [rdi]
	cmp     esi,0x3f
	ja      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	je      .L0
	dec     esi
	test    sil,0x18
	jne     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	cmp     esi,0x40
	setb    al
	mov     ecx,esi
	and     ecx,0x2
	shr     ecx,1
	or      cl,al
	je      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
.L0:
	ret

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
	cmp     eax,0x40
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
	mov     rbx,rdi
	mov     esi,0x1
	mov     edx,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
	mov     rax,0xffffffffffffff90
	mov     QWORD PTR fs:[rax],rbx
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
	push    rbx
	mov     eax,esi
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     eax,0x40
	jb      .L1
	mov     ecx,eax
	and     ecx,0x8
	jne     .L1
	mov     ecx,eax
	or      ecx,0x4
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	mov     rbx,rdi
	mov     esi,0x1
	mov     edx,0x80
	mov     ecx,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
	test    rax,rax
	cmovne  rax,rbx
	mov     rcx,0xffffffffffffff60
	mov     QWORD PTR fs:[rcx],rax
	mov     rax,0xffffffffffffff90
	mov     QWORD PTR fs:[rax],rbx
	pop     rbx
	ret
.L1:
	mov     rax,0xffffffffffffff60
	mov     QWORD PTR fs:[rax],0x0
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	je      .L2
	dec     esi
	test    sil,0x18
	jne     .L3
	cmp     esi,0x40
	setb    al
	mov     ecx,esi
	and     ecx,0x2
	shr     ecx,1
	or      cl,al
	je      .L3
.L2:
	pop     rbx
	ret
.L3:
	pop     rbx
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0xf8
	mov     ebp,esi
	mov     rbx,rdi
	movabs  r13,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x20],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x58],xmm0
	movups  XMMWORD PTR [rsp+0x68],xmm0
	mov     QWORD PTR [rsp+0x8b],0x0
	mov     DWORD PTR [rsp+0x88],0x0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	movups  XMMWORD PTR [rsp+0x78],xmm0
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x70]
	mov     BYTE PTR [rsp+0x93],0x0
	mov     rcx,QWORD PTR [rax]
	cmp     rcx,rbx
	sete    BYTE PTR [rsp+0x8d]
	mov     QWORD PTR [rax],0x0
	mov     r12d,DWORD PTR [rbx]
	test    ebp,ebp
	je      .L2
	cmp     r12d,0x3f
	jbe     .L0
	xor     eax,eax
	jmp     .L1
.L0:
	mov     rax,rbx
	imul    rax,r13
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	sete    al
.L1:
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x90],al
.L2:
	mov     QWORD PTR [rsp],rbx
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r14,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    r12b,0x10
	je      .L5
	cmp     rcx,QWORD PTR [rsp]
	jne     .L5
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     r15,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	xor     ecx,ecx
	sub     rax,r15
	cmovae  rcx,rax
	lea     rdx,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rdx]
	cmp     rcx,rax
	jae     .L4
	mov     rax,QWORD PTR [rdx]
	nop     DWORD PTR [rax+rax*1+0x0]
.L3:
	cmp     rax,rcx
	mov     rsi,rcx
	cmovbe  rsi,rax
	lock cmpxchg QWORD PTR [rdx],rsi
	jne     .L3
.L4:
	xor     edi,edi
	mov     rax,r15
	sub     rax,r14
	cmovae  rdi,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::less_clock_read>
	mov     rdi,QWORD PTR [rsp]
	imul    rdi,r13
	shr     rdi,0x3a
	shl     edi,0x6
	add     rdi,QWORD PTR [rip+REL] # <GOT: ?>
	mov     rsi,r14
	mov     rdx,r15
	mov     rcx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::gap_sample>
.L5:
	test    r12b,0x1
	sete    al
	or      al,bpl
	jne     .L6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L6
	mov     rbx,QWORD PTR [rsp]
	mov     rax,rbx
	imul    rax,r13
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	jne     .L7
	pause
	mov     r12d,DWORD PTR [rbx]
	test    r12b,0x1
	je      .L7
	pause
	mov     r12d,DWORD PTR [rbx]
	test    r12b,0x1
	je      .L7
	pause
	mov     r12d,DWORD PTR [rbx]
	jmp     .L7
.L6:
	mov     rbx,QWORD PTR [rsp]
.L7:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     QWORD PTR [rsp+0xa0],rax
	imul    r13,rbx
	shr     r13,0x3a
	shl     r13d,0x6
	add     r13,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x10],r13
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xd0]
	mov     QWORD PTR [rsp+0xd8],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     QWORD PTR [rsp+0xf0],rax
	mov     ebp,0x3b9aca00
	mov     QWORD PTR [rsp+0x98],0x0
	xor     r15d,r15d
	mov     DWORD PTR [rsp+0xc],0x0
	mov     QWORD PTR [rsp+0xb8],0x0
.L8:
	mov     DWORD PTR [rsp+0xb0],ebp
	mov     DWORD PTR [rsp+0xac],0x0
.L9:
	mov     rax,QWORD PTR [rsp+0x98]
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ecx,[rax*8-0x19]
	mov     DWORD PTR [rsp+0xb4],ecx
	lea     eax,[rax*8-0x3f]
	mov     DWORD PTR [rsp+0xc4],eax
	mov     ebp,r12d
.L10:
	xor     ebx,ebx
.L11:
	test    bpl,0x1
	jne     .L25
	test    BYTE PTR [rsp+0x98],0x1
	je      .L16
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L12:
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	movzx   eax,BYTE PTR [rsp+0x8b]
	mov     BYTE PTR [rsp+0x8b],0x0
	cmp     al,0x1
	jne     .L13
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     BYTE PTR [rsp+0x8e],0x0
	mov     rax,QWORD PTR [rsp+0xa0]
	mov     QWORD PTR [rax],0x0
	mov     DWORD PTR [rax+0x8],0x0
.L13:
	lea     eax,[rbp-0x3f]
	mov     ecx,ebp
	or      ecx,0x1
	and     eax,0xffffffcd
	mov     edx,ecx
	and     edx,0xffffffcd
	test    BYTE PTR [rsp+0xc],0x1
	cmove   edx,ecx
	test    r15b,0x1
	cmovne  edx,eax
	and     edx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp]
	lock cmpxchg DWORD PTR [rcx],edx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     ebp,eax
	jne     .L15
.L14:
	test    r14b,r14b
	jne     .L80
	test    bpl,0x1
	je      .L12
	jmp     .L20
.L15:
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L14
.L16:
	test    bpl,0x8
	jne     .L25
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	cmp     BYTE PTR [rsp+0x8b],0x0
	mov     BYTE PTR [rsp+0x8b],0x0
	je      .L17
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     BYTE PTR [rsp+0x8e],0x0
	mov     rax,QWORD PTR [rsp+0xa0]
	mov     QWORD PTR [rax],0x0
	mov     DWORD PTR [rax+0x8],0x0
.L17:
	lea     eax,[rbp-0x3f]
	mov     ecx,ebp
	or      ecx,0x1
	and     eax,0xffffffcd
	mov     edx,ecx
	and     edx,0xffffffc5
	test    BYTE PTR [rsp+0xc],0x1
	cmove   edx,ecx
	test    r15b,0x1
	cmovne  edx,eax
	and     edx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp]
	lock cmpxchg DWORD PTR [rcx],edx
	sete    r14b
	cmp     QWORD PTR [rsp+0x60],0x0
	mov     ebp,eax
	jne     .L19
.L18:
	test    r14b,r14b
	jne     .L80
	test    bpl,0x1
	je      .L16
	jmp     .L22
.L19:
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L18
.L20:
	cmp     ebp,0x3f
	jbe     .L23
.L21:
	xor     eax,eax
	jmp     .L24
.L22:
	cmp     ebp,0x3f
	ja      .L21
.L23:
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L24:
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x90],al
.L25:
	mov     eax,ebp
	and     eax,0x4
	shr     eax,0x2
	test    al,r15b
	jne     .L60
	mov     r13d,DWORD PTR [rsp+0x78]
	test    r13d,r13d
	jne     .L26
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L64
.L26:
	inc     r13d
	mov     DWORD PTR [rsp+0x78],r13d
	mov     r12d,DWORD PTR [rsp+0x80]
	inc     r12d
	mov     eax,0xffffffff
	cmove   r12d,eax
	mov     DWORD PTR [rsp+0x80],r12d
	cmp     BYTE PTR [rsp+0x8e],0x0
	jne     .L64
	mov     eax,DWORD PTR [rsp+0x20]
	test    eax,eax
	je      .L27
	cmp     eax,0x1
	jne     .L28
	cmp     BYTE PTR [rsp+0x8f],0x0
	jne     .L64
	mov     eax,DWORD PTR [rsp+0x84]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0x90],cl
	je      .L29
	inc     eax
	mov     DWORD PTR [rsp+0x84],eax
	mov     BYTE PTR [rsp+0x8a],0x0
	mov     BYTE PTR [rsp+0x90],0x0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x20],0x0
	jmp     .L36
	nop     DWORD PTR [rax+0x0]
.L27:
	movzx   ecx,BYTE PTR [rsp+0x88]
	movzx   r14d,BYTE PTR [rsp+0x8a]
	mov     eax,r14d
	mov     BYTE PTR [rsp+0x1c],cl
	or      al,cl
	test    r13b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L36
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     r8,rax
	mov     r13d,edx
	mov     QWORD PTR [rsp+0xc8],rax
	mov     DWORD PTR [rsp+0xd0],edx
	mov     eax,DWORD PTR [rsp+0x30]
	cmp     eax,0x3b9aca00
	jne     .L30
	mov     QWORD PTR [rsp+0x28],r8
	mov     DWORD PTR [rsp+0x30],r13d
	mov     eax,r13d
	mov     rsi,r8
	mov     edx,DWORD PTR [rsp+0x40]
	cmp     edx,0x3b9aca00
	je      .L31
	jmp     .L32
.L28:
	mov     eax,DWORD PTR [rsp+0x24]
	cmp     eax,0x3
	jae     .L64
	inc     eax
	mov     DWORD PTR [rsp+0x20],0x2
	mov     DWORD PTR [rsp+0x24],eax
	jmp     .L36
.L29:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x20],rax
	jmp     .L36
.L30:
	mov     rsi,QWORD PTR [rsp+0x28]
	mov     edx,DWORD PTR [rsp+0x40]
	cmp     edx,0x3b9aca00
	jne     .L32
.L31:
	mov     QWORD PTR [rsp+0x38],r8
	mov     DWORD PTR [rsp+0x40],r13d
	mov     edx,r13d
.L32:
	mov     QWORD PTR [rsp+0x48],r8
	mov     DWORD PTR [rsp+0x50],r13d
	cmp     BYTE PTR [rsp+0x89],0x0
	mov     BYTE PTR [rsp+0x89],0x0
	je      .L33
	mov     QWORD PTR [rsp+0x38],r8
	mov     DWORD PTR [rsp+0x40],r13d
	mov     edx,r13d
.L33:
	cmp     r12d,0x7
	jbe     .L34
	cmp     BYTE PTR [rsp+0x8c],0x0
	jne     .L63
	mov     QWORD PTR [rsp+0xe8],rsi
	mov     DWORD PTR [rsp+0xc0],eax
	mov     rsi,QWORD PTR [rsp+0x38]
	lea     rdi,[rsp+0xc8]
	mov     r12d,ebx
	mov     rbx,r8
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r8,rbx
	mov     ebx,r12d
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	mov     eax,DWORD PTR [rsp+0xc0]
	mov     rsi,QWORD PTR [rsp+0xe8]
	jae     .L63
.L34:
	movzx   r12d,BYTE PTR [rsp+0x92]
	lea     rdi,[rsp+0xc8]
	mov     edx,eax
	mov     DWORD PTR [rsp+0x1c],r15d
	mov     r15d,r14d
	mov     r14d,r13d
	mov     r13d,ebx
	mov     rbx,r8
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     edi,r15d
	mov     r15d,DWORD PTR [rsp+0x1c]
	mov     r8,rbx
	mov     ebx,r13d
	xor     dil,0x1
	or      dil,r12b
	je      .L35
	mov     esi,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     edi,esi
	add     rdi,rax
	adc     rdx,0x0
	test    r12b,r12b
	mov     eax,0xfa0
	mov     esi,0xc350
	cmovne  rax,rsi
	cmp     rdi,rax
	sbb     rdx,0x0
	jb      .L36
.L35:
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     rdi,QWORD PTR [rax]
	mov     esi,DWORD PTR [rax+0x8]
	mov     rdx,r8
	mov     ecx,r14d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::may_yield>
	test    al,al
	je      .L64
	mov     DWORD PTR [rsp+0x20],0x1
	nop     DWORD PTR [rax+rax*1+0x0]
.L36:
	test    bl,0x1
	jne     .L48
	mov     rax,QWORD PTR [rsp+0x10]
	mov     r12,QWORD PTR [rax]
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     r14d,DWORD PTR [rax]
	inc     r14d
	mov     DWORD PTR [rax],r14d
	imul    eax,r14d,0x9e3779b9
	lea     rcx,[rsp+0x20]
	xor     eax,ecx
	or      eax,0x1
	mov     DWORD PTR [rsp+0x7c],eax
	mov     r13d,r14d
	and     r13d,0xf
	sete    al
	mov     ecx,r12d
	shr     cl,0x4
	test    cl,al
	jne     .L62
.L37:
	test    r12b,0x11
	je      .L38
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rbx,QWORD PTR [rax+0x10]
	test    rbx,rbx
	je      .L39
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	sub     rax,rbx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x4c4b40
	setae   al
	jmp     .L40
.L38:
	xor     eax,eax
	jmp     .L40
.L39:
	mov     al,0x1
.L40:
	mov     BYTE PTR [rsp+0x88],al
	movzx   ecx,BYTE PTR [rsp+0x91]
	and     cl,r12b
	movzx   ecx,cl
	test    al,al
	mov     edx,0x0
	cmove   ecx,edx
	mov     BYTE PTR [rsp+0x92],cl
	test    r12b,0x1
	sete    cl
	test    cl,al
	je      .L43
	mov     ecx,ebp
	shr     ecx,0x6
	lea     rdi,[rsp+0x20]
	mov     rsi,QWORD PTR [rsp+0x10]
	mov     rdx,QWORD PTR [rsp]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::time_wait>
	movzx   eax,BYTE PTR [rsp+0x88]
	mov     ecx,r12d
	shr     cl,0x4
	and     cl,al
	mov     BYTE PTR [rsp+0x93],cl
	mov     rcx,QWORD PTR [rsp]
	mov     QWORD PTR [rsp+0x58],rcx
	test    al,al
	jne     .L44
.L41:
	mov     rax,QWORD PTR [rsp+0xa0]
	cmp     QWORD PTR [rax],rcx
	jne     .L42
	movzx   eax,BYTE PTR [rsp+0x8d]
	mov     rsi,QWORD PTR [rsp+0xa0]
	mov     ecx,DWORD PTR [rsi+0x8]
	inc     ecx
	test    al,al
	mov     edx,0x3
	mov     edi,0xf
	cmovne  edx,edi
	test    ecx,edx
	mov     BYTE PTR [rsp+0x8b],0x1
	setne   BYTE PTR [rsp+0x8c]
	mov     DWORD PTR [rsi+0x8],ecx
	setne   cl
	and     cl,al
	mov     BYTE PTR [rsp+0x8e],cl
.L42:
	and     ebp,0x10
	or      r13d,ebp
	jne     .L48
	jmp     .L45
.L43:
	mov     ecx,r12d
	shr     cl,0x4
	and     cl,al
	mov     BYTE PTR [rsp+0x93],cl
	mov     rcx,QWORD PTR [rsp]
	mov     QWORD PTR [rsp+0x58],rcx
	test    al,al
	je      .L41
.L44:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edx
	mov     QWORD PTR [rsp+0x38],rax
	mov     DWORD PTR [rsp+0x40],edx
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	and     ebp,0x10
	or      r13d,ebp
	jne     .L48
.L45:
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     rsi,r12
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    r14b,0xf0
	setne   cl
	mov     edx,eax
	xor     dl,0x1
	or      dl,cl
	jne     .L46
	mov     rax,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rsp+0x60],rax
	jmp     .L47
.L46:
	test    al,al
	je      .L48
.L47:
	mov     rax,QWORD PTR [rsp]
	lock or DWORD PTR [rax],0x10
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L48:
	mov     eax,DWORD PTR [rsp+0x20]
	cmp     eax,0x2
	je      .L49
	cmp     eax,0x1
	jne     .L50
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x50]
	cmp     esi,0x3b9aca00
	jne     .L56
	mov     BYTE PTR [rsp+0x8f],0x0
	jmp     .L57
	nop     WORD PTR [rax+rax*1+0x0]
.L49:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L57
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L50:
	mov     ecx,DWORD PTR [rsp+0x78]
	cmp     ecx,0x1
	sete    al
	test    BYTE PTR [rsp+0x93],al
	je      .L51
	mov     eax,DWORD PTR [rsp+0x7c]
	mov     ecx,eax
	shl     ecx,0xd
	xor     ecx,eax
	mov     edx,ecx
	shr     edx,0x11
	xor     edx,ecx
	mov     eax,edx
	shl     eax,0x5
	xor     eax,edx
	mov     DWORD PTR [rsp+0x7c],eax
	and     eax,0x3ff
	or      eax,0x400
	jmp     .L53
.L51:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0x88],0x0
	jne     .L52
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L52:
	mov     ecx,DWORD PTR [rsp+0x7c]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x7c],edx
	and     edx,eax
	mov     rcx,QWORD PTR [rsp+0x60]
	xor     eax,eax
	test    rcx,rcx
	sete    al
	add     eax,edx
	je      .L58
.L53:
	lea     edx,[rax-0x1]
	mov     ecx,eax
	and     ecx,0x7
	cmp     edx,0x7
	jb      .L55
	and     eax,0xfffffff8
	nop     WORD PTR [rax+rax*1+0x0]
.L54:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     eax,0xfffffff8
	jne     .L54
	test    ecx,ecx
	je      .L57
	nop     DWORD PTR [rax+0x0]
.L55:
	pause
	dec     ecx
	jne     .L55
	jmp     .L57
.L56:
	mov     r14,rax
	mov     ebp,edx
	mov     rdi,QWORD PTR [rsp+0x48]
	mov     rdx,rax
	mov     ecx,ebp
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	mov     BYTE PTR [rsp+0x8f],al
	test    al,al
	je      .L57
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rax],r14
	mov     DWORD PTR [rax+0x8],ebp
	cs      nop WORD PTR [rax+rax*1+0x0]
.L57:
	mov     rcx,QWORD PTR [rsp+0x60]
.L58:
	test    rcx,rcx
	jne     .L61
.L59:
	mov     rax,QWORD PTR [rsp]
	mov     ebp,DWORD PTR [rax]
	mov     bl,0x1
	jmp     .L11
.L60:
	mov     ecx,ebp
	and     ecx,0xffffffd9
	add     ecx,0xffffffc0
	and     ecx,DWORD PTR [rsp+0xc4]
	mov     eax,ebp
	mov     rdx,QWORD PTR [rsp]
	lock cmpxchg DWORD PTR [rdx],ecx
	mov     r15b,0x1
	mov     ebp,eax
	jne     .L11
	jmp     .L80
.L61:
	lea     rdi,[rsp+0x20]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L59
.L62:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdx,QWORD PTR [rsp+0x10]
	mov     rcx,QWORD PTR [rdx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jb      .L37
	and     r12,0xffffffffffffffe3
	mov     QWORD PTR [rdx],r12
	jmp     .L37
.L63:
	test    BYTE PTR [rsp+0x1c],0x1
	jne     .L64
	cmp     BYTE PTR [rsp+0x8b],0x0
	jne     .L64
	mov     rax,QWORD PTR [rsp+0x58]
	mov     rcx,QWORD PTR [rsp+0xa0]
	mov     QWORD PTR [rcx],rax
	mov     DWORD PTR [rcx+0x8],0x0
	nop     DWORD PTR [rax+0x0]
.L64:
	mov     al,0x1
	test    bpl,0x4
	jne     .L73
	test    al,0x1
	je      .L74
.L65:
	test    r15b,0x1
	je      .L66
	mov     r12d,ebp
	and     r12d,0xffffffdd
	test    bpl,0x8
	je      .L68
	jmp     .L69
.L66:
	test    BYTE PTR [rsp+0xc],0x1
	je      .L67
	mov     r12d,ebp
	and     r12d,0xffffffdd
	add     r12d,0x40
	test    bpl,0x8
	je      .L68
	jmp     .L69
.L67:
	mov     eax,ebp
	and     eax,0x22
	mov     r12d,ebp
	and     r12d,0xfffffffd
	cmp     eax,0x2
	cmovne  r12d,ebp
	add     r12d,0x40
	test    bpl,0x8
	jne     .L69
.L68:
	test    BYTE PTR [rsp+0x98],0x1
	jne     .L69
	mov     eax,DWORD PTR [rsp+0xb0]
	cmp     eax,0x3b9aca00
	jne     .L70
	xor     r13d,r13d
	cmp     r12d,ebp
	jne     .L72
	jmp     .L75
.L69:
	mov     rax,QWORD PTR [rsp+0x98]
	mov     r13d,eax
	cmp     r12d,ebp
	jne     .L72
	jmp     .L75
.L70:
	mov     rcx,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0xc8],rcx
	mov     DWORD PTR [rsp+0xd0],eax
	lea     rdi,[rsp+0xc8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     r13,rax
	mov     r14d,edx
	mov     edi,ebp
	shr     edi,0x6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     r13,rax
	setae   r13b
	jne     .L71
	cmp     r14d,edx
	setae   r13b
.L71:
	mov     eax,r12d
	or      eax,0x8
	test    r13b,r13b
	cmovne  r12d,eax
	cmp     r12d,ebp
	je      .L75
.L72:
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp]
	lock cmpxchg DWORD PTR [rcx],r12d
	mov     ebp,eax
	jne     .L10
	jmp     .L75
.L73:
	mov     eax,DWORD PTR [rsp+0xac]
	test    al,0x1
	jne     .L65
.L74:
	mov     rdi,QWORD PTR [rsp]
	mov     esi,ebp
	call    <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim>
	mov     DWORD PTR [rsp+0xac],edx
	mov     ebp,eax
	jmp     .L10
.L75:
	mov     eax,r13d
	and     al,0x1
	mov     QWORD PTR [rsp+0x98],rax
	mov     r15b,0x1
	mov     DWORD PTR [rsp+0xc],0x0
	test    r12b,0x4
	jne     .L9
	mov     ebp,DWORD PTR [rsp+0xb0]
	cmp     ebp,0x3b9aca00
	mov     rbx,QWORD PTR [rsp]
	jne     .L76
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe0],rax
	mov     ebp,edx
.L76:
	movzx   r9d,r13b
	and     r9d,0x1
	inc     r9d
	mov     rdi,rbx
	mov     esi,r12d
	mov     ecx,0x3b9aca00
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     rcx,QWORD PTR [rsp+0x70]
	test    rcx,rcx
	setne   al
	je      .L77
	lock dec QWORD PTR [rcx+0x18]
.L77:
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	mov     QWORD PTR [rsp+0xb8],rcx
	mov     DWORD PTR [rsp+0x20],0x0
	mov     DWORD PTR [rsp+0x30],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x3b9aca00
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	lea     rax,[rsp+0x58]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax+0x29],xmm0
	movups  XMMWORD PTR [rax+0x20],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     WORD PTR [rsp+0x91],0x1
	mov     BYTE PTR [rsp+0x93],0x0
	mov     r12d,DWORD PTR [rbx]
	mov     r15b,0x1
	mov     DWORD PTR [rsp+0xc],0x0
	test    r13b,0x1
	jne     .L8
.L78:
	mov     r15d,r12d
	shr     r15d,0x2
	and     r15d,0x1
	jne     .L79
	lea     eax,[r12-0x40]
	mov     ecx,r12d
	and     ecx,0x22
	xor     esi,esi
	cmp     ecx,0x2
	sete    sil
	mov     ecx,esi
	shl     ecx,0x5
	or      ecx,eax
	mov     eax,r12d
	mov     rdx,QWORD PTR [rsp]
	lock cmpxchg DWORD PTR [rdx],ecx
	mov     r12d,eax
	jne     .L78
	mov     DWORD PTR [rsp+0xc],esi
	mov     r12d,ecx
	jmp     .L8
.L79:
	mov     DWORD PTR [rsp+0xc],0x0
	jmp     .L8
.L80:
	cmp     QWORD PTR [rsp+0x70],0x0
	setne   al
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	test    cl,0x1
	jne     .L82
.L81:
	add     rsp,0xf8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L82:
	mov     rdi,QWORD PTR [rsp]
	mov     esi,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wait_ended>
	mov     rax,QWORD PTR [rsp+0x70]
	test    rax,rax
	je      .L81
	lock dec QWORD PTR [rax+0x18]
	jmp     .L81
	jmp     .L83
	jmp     .L83
	jmp     .L83
	jmp     .L83
	jmp     .L83
	jmp     .L83
.L83:
	mov     rcx,QWORD PTR [rsp+0x70]
	test    rcx,rcx
	je      .L84
	lock dec QWORD PTR [rcx+0x18]
.L84:
	mov     rdi,rax
	call    <_Unwind_Resume@plt>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wait_for_claim
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0x18
	mov     r13d,esi
	mov     r14,rdi
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xa0]
	mov     rcx,QWORD PTR [rax]
	mov     QWORD PTR [rax],0x0
	cmp     rcx,r14
	mov     eax,0x5f5e100
	mov     r15d,0xf4240
	cmove   r15d,eax
	xor     ebx,ebx
	test    r13b,0x4
	je      .L6
	mov     ebp,0x3b9aca00
	jmp     .L1
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	inc     ebx
	mov     r13d,DWORD PTR [r14]
	test    r13b,0x4
	je      .L4
.L1:
	cmp     ebx,0x4
	jb      .L0
	cmp     ebp,0x3b9aca00
	jne     .L2
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     r12,rax
	mov     ebp,edx
	jmp     .L3
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L2:
	mov     QWORD PTR [rsp+0x8],r12
	mov     DWORD PTR [rsp+0x10],ebp
	lea     rdi,[rsp+0x8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	jne     .L5
	cmp     edx,r15d
	jae     .L5
.L3:
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	mov     r13d,DWORD PTR [r14]
	test    r13b,0x4
	jne     .L1
.L4:
	xor     ebx,ebx
	jmp     .L6
.L5:
	mov     bl,0x1
.L6:
	mov     eax,r13d
	mov     edx,ebx
	add     rsp,0x18
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret

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
	cmp     esi,0x20
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
	cmp     esi,0x1f
	ja      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	je      .L0
	dec     esi
	test    sil,0x18
	jne     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	cmp     esi,0x20
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
	push    rbx
	mov     rbx,rdi
	mov     esi,0x1
	mov     edx,0x80
	mov     ecx,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
	mov     rax,0xffffffffffffff90
	mov     QWORD PTR fs:[rax],rbx
	pop     rbx
	ret
.L1:
	mov     esi,0xffffffff
	lock xadd DWORD PTR [rdi],esi
	cmp     esi,0x1
	je      .L2
	dec     esi
	test    sil,0x18
	jne     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	cmp     esi,0x20
	setb    al
	mov     ecx,esi
	and     ecx,0x2
	shr     ecx,1
	or      cl,al
	je      .L3
.L2:
	ret
.L3:
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0xf8
	mov     r15d,esi
	mov     rbx,rdi
	movabs  r14,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x18],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x50],xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	mov     QWORD PTR [rsp+0x83],0x0
	mov     DWORD PTR [rsp+0x80],0x0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	movups  XMMWORD PTR [rsp+0x70],xmm0
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x70]
	mov     rcx,QWORD PTR [rax]
	cmp     rcx,rbx
	sete    BYTE PTR [rsp+0x85]
	mov     QWORD PTR [rax],0x0
	mov     ebp,DWORD PTR [rbx]
	test    r15d,r15d
	je      .L2
	cmp     ebp,0x1f
	jbe     .L0
	xor     eax,eax
	jmp     .L1
.L0:
	mov     rax,rbx
	imul    rax,r14
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	sete    al
.L1:
	mov     BYTE PTR [rsp+0x82],0x1
	mov     BYTE PTR [rsp+0x88],al
.L2:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r12,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    bpl,0x10
	je      .L5
	cmp     rcx,rbx
	jne     .L5
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     r13,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	xor     ecx,ecx
	sub     rax,r13
	cmovae  rcx,rax
	lea     rdx,[rip+REL] # <hintlock::spin::policy::CLOCK_FLOOR>
	mov     rax,QWORD PTR [rdx]
	cmp     rcx,rax
	jae     .L4
	mov     rax,QWORD PTR [rdx]
	xchg    ax,ax
.L3:
	cmp     rax,rcx
	mov     rsi,rcx
	cmovbe  rsi,rax
	lock cmpxchg QWORD PTR [rdx],rsi
	jne     .L3
.L4:
	xor     edi,edi
	mov     rax,r13
	sub     rax,r12
	cmovae  rdi,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::less_clock_read>
	mov     rdi,rbx
	imul    rdi,r14
	shr     rdi,0x3a
	shl     edi,0x6
	add     rdi,QWORD PTR [rip+REL] # <GOT: ?>
	mov     rsi,r12
	mov     rdx,r13
	mov     rcx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::gap_sample>
.L5:
	xor     r15b,0x1
	test    r15b,bpl
	je      .L6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L6
	mov     rax,rbx
	imul    rax,r14
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	jne     .L6
	pause
	mov     ebp,DWORD PTR [rbx]
	test    bpl,0x1
	je      .L6
	pause
	mov     ebp,DWORD PTR [rbx]
	test    bpl,0x1
	je      .L6
	pause
	mov     ebp,DWORD PTR [rbx]
.L6:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     r15,rax
	imul    r14,rbx
	shr     r14,0x3a
	shl     r14d,0x6
	add     r14,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x10],r14
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xc8]
	mov     QWORD PTR [rsp+0xd8],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     QWORD PTR [rsp+0xf0],rax
	mov     DWORD PTR [rsp+0x94],0x3b9aca00
	mov     QWORD PTR [rsp+0x98],0x0
	mov     QWORD PTR [rsp+0xb8],0x0
	mov     DWORD PTR [rsp+0x4],0x0
.L7:
	mov     rcx,QWORD PTR [rsp+0x98]
	mov     eax,ecx
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r13d,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xa8],eax
	mov     DWORD PTR [rsp+0xac],r13d
	and     r13d,0xffffffed
	mov     DWORD PTR [rsp+0xa0],0x0
	test    cl,0x1
	jne     .L57
	nop     DWORD PTR [rax]
.L8:
	test    bpl,0x1
	jne     .L20
	test    BYTE PTR [rsp+0x4],0x1
	je      .L13
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L9:
	test    bpl,0x8
	jne     .L20
	mov     BYTE PTR [rsp+0x81],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x83]
	mov     BYTE PTR [rsp+0x83],0x0
	cmp     al,0x1
	jne     .L10
	mov     BYTE PTR [rsp+0x84],0x0
	mov     BYTE PTR [rsp+0x86],0x0
	mov     QWORD PTR [r15],0x0
	mov     DWORD PTR [r15+0x8],0x0
.L10:
	lea     ecx,[rbp-0x1f]
	and     ecx,r13d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     ebp,eax
	jne     .L12
.L11:
	test    r14b,r14b
	jne     .L84
	test    bpl,0x1
	je      .L9
	jmp     .L17
.L12:
	lea     rdi,[rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L11
	nop     DWORD PTR [rax+rax*1+0x0]
.L13:
	test    bpl,0x8
	jne     .L20
	mov     BYTE PTR [rsp+0x81],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	cmp     BYTE PTR [rsp+0x83],0x0
	mov     BYTE PTR [rsp+0x83],0x0
	je      .L14
	mov     BYTE PTR [rsp+0x84],0x0
	mov     BYTE PTR [rsp+0x86],0x0
	mov     QWORD PTR [r15],0x0
	mov     DWORD PTR [r15+0x8],0x0
.L14:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xac]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     ebp,eax
	jne     .L16
.L15:
	test    r14b,r14b
	jne     .L84
	test    bpl,0x1
	je      .L13
	jmp     .L17
.L16:
	lea     rdi,[rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L15
.L17:
	cmp     ebp,0x1f
	jbe     .L18
	xor     eax,eax
	jmp     .L19
.L18:
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L19:
	mov     BYTE PTR [rsp+0x82],0x1
	mov     BYTE PTR [rsp+0x88],al
	xchg    ax,ax
.L20:
	test    bpl,0x4
	je      .L21
	mov     eax,DWORD PTR [rsp+0x4]
	test    al,0x1
	je      .L22
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xa8]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     cl,0x1
	mov     DWORD PTR [rsp+0x4],ecx
	mov     ebp,eax
	jne     .L8
	jmp     .L84
.L21:
	mov     eax,DWORD PTR [rsp+0x4]
.L22:
	mov     DWORD PTR [rsp+0x8],eax
.L23:
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	jne     .L25
.L24:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L76
.L25:
	inc     r12d
	mov     DWORD PTR [rsp+0x70],r12d
	mov     r14d,DWORD PTR [rsp+0x78]
	inc     r14d
	mov     eax,0xffffffff
	cmove   r14d,eax
	mov     DWORD PTR [rsp+0x78],r14d
	cmp     BYTE PTR [rsp+0x86],0x0
	jne     .L76
	mov     eax,DWORD PTR [rsp+0x18]
	test    eax,eax
	je      .L26
	cmp     eax,0x1
	jne     .L27
	cmp     BYTE PTR [rsp+0x87],0x0
	jne     .L76
	mov     eax,DWORD PTR [rsp+0x7c]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0x88],cl
	je      .L28
	inc     eax
	mov     DWORD PTR [rsp+0x7c],eax
	mov     BYTE PTR [rsp+0x82],0x0
	mov     BYTE PTR [rsp+0x88],0x0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x18],0x0
	jmp     .L35
.L26:
	movzx   ecx,BYTE PTR [rsp+0x80]
	movzx   eax,BYTE PTR [rsp+0x82]
	mov     BYTE PTR [rsp+0xf],al
	mov     BYTE PTR [rsp+0xb0],cl
	or      al,cl
	test    r12b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L35
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     r12,rax
	mov     r8d,edx
	mov     QWORD PTR [rsp+0xc8],rax
	mov     DWORD PTR [rsp+0xd0],edx
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x3b9aca00
	jne     .L29
	mov     QWORD PTR [rsp+0x20],r12
	mov     DWORD PTR [rsp+0x28],r8d
	mov     eax,r8d
	mov     rsi,r12
	jmp     .L30
.L27:
	mov     eax,DWORD PTR [rsp+0x1c]
	cmp     eax,0x3
	jae     .L76
	inc     eax
	mov     DWORD PTR [rsp+0x18],0x2
	mov     DWORD PTR [rsp+0x1c],eax
	jmp     .L35
.L28:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x18],rax
	jmp     .L35
.L29:
	mov     rsi,QWORD PTR [rsp+0x20]
.L30:
	mov     edx,DWORD PTR [rsp+0x38]
	cmp     edx,0x3b9aca00
	jne     .L31
	mov     QWORD PTR [rsp+0x30],r12
	mov     DWORD PTR [rsp+0x38],r8d
	mov     edx,r8d
.L31:
	mov     QWORD PTR [rsp+0x40],r12
	mov     DWORD PTR [rsp+0x48],r8d
	cmp     BYTE PTR [rsp+0x81],0x0
	mov     BYTE PTR [rsp+0x81],0x0
	je      .L32
	mov     QWORD PTR [rsp+0x30],r12
	mov     DWORD PTR [rsp+0x38],r8d
	mov     edx,r8d
.L32:
	cmp     r14d,0x7
	jbe     .L33
	cmp     BYTE PTR [rsp+0x84],0x0
	jne     .L75
	mov     QWORD PTR [rsp+0xe8],rsi
	mov     DWORD PTR [rsp+0xc4],eax
	mov     rsi,QWORD PTR [rsp+0x30]
	lea     rdi,[rsp+0xc8]
	mov     r14d,r8d
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r8d,r14d
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	mov     eax,DWORD PTR [rsp+0xc4]
	mov     rsi,QWORD PTR [rsp+0xe8]
	jae     .L75
.L33:
	movzx   r14d,BYTE PTR [rsp+0x8a]
	lea     rdi,[rsp+0xc8]
	mov     edx,eax
	mov     QWORD PTR [rsp+0xb0],r12
	mov     r12d,r8d
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r8,QWORD PTR [rsp+0xb0]
	mov     esi,edx
	movzx   edx,BYTE PTR [rsp+0xf]
	xor     dl,0x1
	or      dl,r14b
	je      .L34
	mov     edx,0x3b9aca00
	mul     rdx
	mov     edi,esi
	add     rdi,rax
	adc     rdx,0x0
	test    r14b,r14b
	mov     eax,0xfa0
	mov     esi,0xc350
	cmovne  rax,rsi
	cmp     rdi,rax
	sbb     rdx,0x0
	jb      .L35
.L34:
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     rdi,QWORD PTR [rax]
	mov     esi,DWORD PTR [rax+0x8]
	mov     rdx,r8
	mov     ecx,r12d
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::may_yield>
	test    al,al
	je      .L76
	mov     DWORD PTR [rsp+0x18],0x1
.L35:
	test    BYTE PTR [rsp+0xa0],0x1
	jne     .L47
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rsi,QWORD PTR [rax]
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     r14d,DWORD PTR [rax]
	inc     r14d
	mov     DWORD PTR [rax],r14d
	imul    eax,r14d,0x9e3779b9
	lea     rcx,[rsp+0x18]
	xor     eax,ecx
	or      eax,0x1
	mov     DWORD PTR [rsp+0x74],eax
	mov     eax,r14d
	and     eax,0xf
	mov     DWORD PTR [rsp+0x8],eax
	sete    al
	mov     ecx,esi
	shr     cl,0x4
	test    cl,al
	jne     .L74
.L36:
	test    sil,0x11
	je      .L37
	mov     QWORD PTR [rsp+0xa0],rsi
	mov     rax,QWORD PTR [rsp+0x10]
	mov     r12,QWORD PTR [rax+0x10]
	test    r12,r12
	je      .L38
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	sub     rax,r12
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x4c4b40
	setae   al
	jmp     .L39
.L37:
	xor     eax,eax
	jmp     .L40
.L38:
	mov     al,0x1
.L39:
	mov     rsi,QWORD PTR [rsp+0xa0]
.L40:
	mov     BYTE PTR [rsp+0x80],al
	movzx   ecx,BYTE PTR [rsp+0x89]
	and     cl,sil
	movzx   ecx,cl
	test    al,al
	mov     edx,0x0
	cmove   ecx,edx
	mov     BYTE PTR [rsp+0x8a],cl
	test    sil,0x1
	sete    cl
	test    cl,al
	je      .L42
	mov     r12,rsi
	mov     ecx,ebp
	shr     ecx,0x5
	lea     rdi,[rsp+0x18]
	mov     rsi,QWORD PTR [rsp+0x10]
	mov     rdx,rbx
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::time_wait>
	mov     QWORD PTR [rsp+0x50],rbx
	cmp     BYTE PTR [rsp+0x80],0x0
	jne     .L43
.L41:
	cmp     QWORD PTR [r15],rbx
	mov     r8,r12
	jne     .L44
	movzx   eax,BYTE PTR [rsp+0x85]
	mov     ecx,DWORD PTR [r15+0x8]
	inc     ecx
	test    al,al
	mov     edx,0x3
	mov     esi,0xf
	cmovne  edx,esi
	test    ecx,edx
	mov     BYTE PTR [rsp+0x83],0x1
	setne   BYTE PTR [rsp+0x84]
	mov     DWORD PTR [r15+0x8],ecx
	setne   cl
	and     cl,al
	mov     BYTE PTR [rsp+0x86],cl
	jmp     .L44
.L42:
	mov     r12,rsi
	mov     QWORD PTR [rsp+0x50],rbx
	test    al,al
	je      .L41
.L43:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x20],rax
	mov     DWORD PTR [rsp+0x28],edx
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edx
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	mov     r8,r12
.L44:
	and     ebp,0x10
	or      DWORD PTR [rsp+0x8],ebp
	jne     .L47
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     rsi,r8
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    r14b,0xf0
	setne   cl
	mov     edx,eax
	xor     dl,0x1
	or      dl,cl
	jne     .L45
	mov     rax,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rsp+0x58],rax
	jmp     .L46
.L45:
	test    al,al
	je      .L47
.L46:
	lock or DWORD PTR [rbx],0x10
.L47:
	mov     eax,DWORD PTR [rsp+0x18]
	cmp     eax,0x2
	je      .L48
	cmp     eax,0x1
	jne     .L49
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x48]
	cmp     esi,0x3b9aca00
	jne     .L53
	mov     BYTE PTR [rsp+0x87],0x0
	jmp     .L54
.L48:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L54
.L49:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0x80],0x0
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
	mov     rax,QWORD PTR [rsp+0x58]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	je      .L55
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L52
	and     ecx,0xfffffff8
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
	je      .L54
	nop     DWORD PTR [rax+0x0]
.L52:
	pause
	dec     eax
	jne     .L52
	jmp     .L54
.L53:
	mov     r14,rax
	mov     ebp,edx
	mov     rdi,QWORD PTR [rsp+0x40]
	mov     rdx,rax
	mov     ecx,ebp
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	mov     BYTE PTR [rsp+0x87],al
	test    al,al
	je      .L54
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rax],r14
	mov     DWORD PTR [rax+0x8],ebp
.L54:
	mov     rax,QWORD PTR [rsp+0x58]
.L55:
	test    rax,rax
	jne     .L73
.L56:
	mov     ebp,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0xa0],eax
	mov     rcx,QWORD PTR [rsp+0x98]
	test    cl,0x1
	je      .L8
.L57:
	test    bpl,0x1
	jne     .L62
	test    BYTE PTR [rsp+0x4],0x1
	je      .L68
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L58:
	mov     BYTE PTR [rsp+0x81],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x83]
	mov     BYTE PTR [rsp+0x83],0x0
	cmp     al,0x1
	jne     .L59
	mov     BYTE PTR [rsp+0x84],0x0
	mov     BYTE PTR [rsp+0x86],0x0
	mov     QWORD PTR [r15],0x0
	mov     DWORD PTR [r15+0x8],0x0
.L59:
	lea     ecx,[rbp-0x1f]
	and     ecx,r13d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     ebp,eax
	jne     .L61
.L60:
	test    r14b,r14b
	jne     .L84
	test    bpl,0x1
	je      .L58
	jmp     .L63
.L61:
	lea     rdi,[rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L60
	nop     DWORD PTR [rax+rax*1+0x0]
.L62:
	mov     eax,DWORD PTR [rsp+0x4]
	mov     DWORD PTR [rsp+0x8],eax
	test    bpl,0x4
	jne     .L66
	jmp     .L23
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L63:
	cmp     ebp,0x1f
	jbe     .L64
	xor     eax,eax
	jmp     .L65
.L64:
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L65:
	mov     BYTE PTR [rsp+0x82],0x1
	mov     BYTE PTR [rsp+0x88],al
	mov     al,0x1
	mov     DWORD PTR [rsp+0x8],eax
	test    bpl,0x4
	je      .L23
.L66:
	test    BYTE PTR [rsp+0x8],0x1
	je      .L23
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xa8]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     cl,0x1
	mov     DWORD PTR [rsp+0x4],ecx
	mov     ebp,eax
	jne     .L57
	jmp     .L84
.L67:
	lea     rdi,[rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L70
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L68:
	mov     BYTE PTR [rsp+0x81],0x1
	mov     DWORD PTR [rsp+0x78],0x0
	movzx   eax,BYTE PTR [rsp+0x83]
	mov     BYTE PTR [rsp+0x83],0x0
	cmp     al,0x1
	jne     .L69
	mov     BYTE PTR [rsp+0x84],0x0
	mov     BYTE PTR [rsp+0x86],0x0
	mov     QWORD PTR [r15],0x0
	mov     DWORD PTR [r15+0x8],0x0
.L69:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xac]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r14b
	cmp     QWORD PTR [rsp+0x58],0x0
	mov     ebp,eax
	jne     .L67
.L70:
	test    r14b,r14b
	jne     .L84
	test    bpl,0x1
	je      .L68
	cmp     ebp,0x1f
	jbe     .L71
	xor     eax,eax
	jmp     .L72
.L71:
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L72:
	mov     BYTE PTR [rsp+0x82],0x1
	mov     BYTE PTR [rsp+0x88],al
	mov     DWORD PTR [rsp+0x4],0x0
	mov     DWORD PTR [rsp+0x8],0x0
	mov     r12d,DWORD PTR [rsp+0x70]
	test    r12d,r12d
	jne     .L25
	jmp     .L24
.L73:
	lea     rdi,[rsp+0x18]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L56
.L74:
	mov     r12,rsi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0x10]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	mov     rsi,r12
	cmp     rcx,0x2faf080
	jb      .L36
	and     rsi,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rax],rsi
	jmp     .L36
.L75:
	test    BYTE PTR [rsp+0xb0],0x1
	jne     .L76
	cmp     BYTE PTR [rsp+0x83],0x0
	jne     .L76
	mov     rax,QWORD PTR [rsp+0x50]
	mov     QWORD PTR [r15],rax
	mov     DWORD PTR [r15+0x8],0x0
.L76:
	mov     eax,ebp
	and     eax,0xfffffffd
	lea     r12d,[rax+0x20]
	test    BYTE PTR [rsp+0x8],0x1
	cmovne  r12d,eax
	test    bpl,0x8
	jne     .L77
	test    BYTE PTR [rsp+0x98],0x1
	jne     .L77
	mov     eax,DWORD PTR [rsp+0x94]
	cmp     eax,0x3b9aca00
	jne     .L78
	xor     r14d,r14d
	jmp     .L80
.L77:
	mov     rax,QWORD PTR [rsp+0x98]
	mov     r14d,eax
	jmp     .L80
.L78:
	mov     rcx,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0xc8],rcx
	mov     DWORD PTR [rsp+0xd0],eax
	lea     rdi,[rsp+0xc8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     r14,rax
	mov     r13d,edx
	mov     edi,ebp
	shr     edi,0x5
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     r14,rax
	setae   r14b
	jne     .L79
	cmp     r13d,edx
	setae   r14b
.L79:
	mov     eax,r12d
	or      eax,0x8
	test    r14b,r14b
	cmovne  r12d,eax
.L80:
	cmp     r12d,ebp
	je      .L81
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],r12d
	mov     ebp,eax
	jne     .L7
.L81:
	mov     eax,r14d
	and     al,0x1
	mov     QWORD PTR [rsp+0x98],rax
	mov     al,0x1
	mov     DWORD PTR [rsp+0x4],eax
	mov     ebp,r12d
	test    r12b,0x4
	jne     .L7
	cmp     DWORD PTR [rsp+0x94],0x3b9aca00
	jne     .L82
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe0],rax
	mov     DWORD PTR [rsp+0x94],edx
.L82:
	movzx   r9d,r14b
	and     r9d,0x1
	inc     r9d
	mov     rdi,rbx
	mov     esi,r12d
	mov     ecx,0x3b9aca00
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     rcx,QWORD PTR [rsp+0x68]
	test    rcx,rcx
	setne   al
	je      .L83
	lock dec QWORD PTR [rcx+0x18]
.L83:
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	mov     QWORD PTR [rsp+0xb8],rcx
	mov     DWORD PTR [rsp+0x18],0x0
	mov     DWORD PTR [rsp+0x28],0x3b9aca00
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	lea     rax,[rsp+0x50]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax+0x29],xmm0
	movups  XMMWORD PTR [rax+0x20],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     WORD PTR [rsp+0x89],0x1
	mov     ebp,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x4],eax
	jmp     .L7
.L84:
	cmp     QWORD PTR [rsp+0x68],0x0
	setne   al
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	test    cl,0x1
	jne     .L86
.L85:
	add     rsp,0xf8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L86:
	mov     rdi,rbx
	mov     esi,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wait_ended>
	mov     rax,QWORD PTR [rsp+0x68]
	test    rax,rax
	je      .L85
	lock dec QWORD PTR [rax+0x18]
	jmp     .L85
	jmp     .L87
	jmp     .L87
	jmp     .L87
	jmp     .L87
	jmp     .L87
	jmp     .L87
	jmp     .L87
.L87:
	mov     rcx,QWORD PTR [rsp+0x68]
	test    rcx,rcx
	je      .L88
	lock dec QWORD PTR [rcx+0x18]
.L88:
	mov     rdi,rax
	call    <_Unwind_Resume@plt>

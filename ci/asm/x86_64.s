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
	mov     eax,esi
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
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
	cmp     esi,0x40
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
	mov     ebp,esi
	mov     rbx,rdi
	movabs  r13,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x28],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	movups  XMMWORD PTR [rsp+0x70],xmm0
	mov     QWORD PTR [rsp+0x93],0x0
	mov     DWORD PTR [rsp+0x90],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	movups  XMMWORD PTR [rsp+0x80],xmm0
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x70]
	mov     rcx,QWORD PTR [rax]
	cmp     rcx,rbx
	sete    BYTE PTR [rsp+0x95]
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
	mov     BYTE PTR [rsp+0x92],0x1
	mov     BYTE PTR [rsp+0x98],al
.L2:
	mov     QWORD PTR [rsp+0x8],rbx
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r14,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    r12b,0x10
	je      .L5
	cmp     rcx,QWORD PTR [rsp+0x8]
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
	nop     DWORD PTR [rax+0x0]
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
	mov     rdi,QWORD PTR [rsp+0x8]
	imul    rdi,r13
	shr     rdi,0x3a
	shl     edi,0x6
	add     rdi,QWORD PTR [rip+REL] # <GOT: ?>
	mov     rsi,r14
	mov     rdx,r15
	mov     rcx,rax
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::gap_sample>
.L5:
	xor     bpl,0x1
	test    bpl,r12b
	je      .L6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L6
	mov     rbx,QWORD PTR [rsp+0x8]
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
	mov     rbx,QWORD PTR [rsp+0x8]
.L7:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     QWORD PTR [rsp+0xa8],rax
	imul    r13,rbx
	shr     r13,0x3a
	shl     r13d,0x6
	add     r13,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x10],r13
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xc8]
	mov     QWORD PTR [rsp+0xd8],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     QWORD PTR [rsp+0xf0],rax
	mov     DWORD PTR [rsp+0x1c],0x3b9aca00
	mov     QWORD PTR [rsp+0xa0],0x0
	xor     r15d,r15d
	xor     esi,esi
	mov     QWORD PTR [rsp+0xb8],0x0
.L8:
	mov     DWORD PTR [rsp+0x24],esi
	mov     rax,QWORD PTR [rsp+0xa0]
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ecx,[rax*8-0x19]
	mov     DWORD PTR [rsp+0xb4],ecx
	lea     eax,[rax*8-0x3f]
	mov     DWORD PTR [rsp+0xc4],eax
	mov     ebp,r12d
	xor     r13d,r13d
.L9:
	test    bpl,0x1
	jne     .L23
	test    BYTE PTR [rsp+0xa0],0x1
	je      .L14
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L10:
	mov     BYTE PTR [rsp+0x91],0x1
	mov     DWORD PTR [rsp+0x88],0x0
	movzx   eax,BYTE PTR [rsp+0x93]
	mov     BYTE PTR [rsp+0x93],0x0
	cmp     al,0x1
	jne     .L11
	mov     BYTE PTR [rsp+0x94],0x0
	mov     BYTE PTR [rsp+0x96],0x0
	mov     rax,QWORD PTR [rsp+0xa8]
	mov     QWORD PTR [rax],0x0
	mov     DWORD PTR [rax+0x8],0x0
.L11:
	lea     eax,[rbp-0x3f]
	mov     ecx,ebp
	or      ecx,0x1
	and     eax,0xffffffcd
	mov     edx,ecx
	and     edx,0xffffffcd
	test    BYTE PTR [rsp+0x24],0x1
	cmove   edx,ecx
	test    r15b,0x1
	cmovne  edx,eax
	and     edx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp+0x8]
	lock cmpxchg DWORD PTR [rcx],edx
	sete    bl
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     ebp,eax
	jne     .L13
.L12:
	test    bl,bl
	jne     .L73
	test    bpl,0x1
	je      .L10
	jmp     .L18
.L13:
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L12
	nop
.L14:
	test    bpl,0x8
	jne     .L23
	mov     BYTE PTR [rsp+0x91],0x1
	mov     DWORD PTR [rsp+0x88],0x0
	cmp     BYTE PTR [rsp+0x93],0x0
	mov     BYTE PTR [rsp+0x93],0x0
	je      .L15
	mov     BYTE PTR [rsp+0x94],0x0
	mov     BYTE PTR [rsp+0x96],0x0
	mov     rax,QWORD PTR [rsp+0xa8]
	mov     QWORD PTR [rax],0x0
	mov     DWORD PTR [rax+0x8],0x0
.L15:
	lea     eax,[rbp-0x3f]
	mov     ecx,ebp
	or      ecx,0x1
	and     eax,0xffffffcd
	mov     edx,ecx
	and     edx,0xffffffc5
	test    BYTE PTR [rsp+0x24],0x1
	cmove   edx,ecx
	test    r15b,0x1
	cmovne  edx,eax
	and     edx,DWORD PTR [rsp+0xb4]
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp+0x8]
	lock cmpxchg DWORD PTR [rcx],edx
	sete    bl
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     ebp,eax
	jne     .L17
.L16:
	test    bl,bl
	jne     .L73
	test    bpl,0x1
	je      .L14
	jmp     .L20
.L17:
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L16
.L18:
	cmp     ebp,0x3f
	jbe     .L21
.L19:
	xor     eax,eax
	jmp     .L22
.L20:
	cmp     ebp,0x3f
	ja      .L19
.L21:
	mov     rax,QWORD PTR [rsp+0x10]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L22:
	mov     BYTE PTR [rsp+0x92],0x1
	mov     BYTE PTR [rsp+0x98],al
.L23:
	mov     eax,ebp
	and     eax,0x4
	shr     eax,0x2
	test    r15b,al
	jne     .L56
	mov     r14d,DWORD PTR [rsp+0x80]
	test    r14d,r14d
	jne     .L24
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L58
.L24:
	inc     r14d
	mov     DWORD PTR [rsp+0x80],r14d
	mov     r12d,DWORD PTR [rsp+0x88]
	inc     r12d
	mov     eax,0xffffffff
	cmove   r12d,eax
	mov     DWORD PTR [rsp+0x88],r12d
	cmp     BYTE PTR [rsp+0x96],0x0
	jne     .L58
	mov     eax,DWORD PTR [rsp+0x28]
	test    eax,eax
	je      .L25
	cmp     eax,0x1
	jne     .L26
	cmp     BYTE PTR [rsp+0x97],0x0
	jne     .L58
	mov     eax,DWORD PTR [rsp+0x8c]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0x98],cl
	je      .L27
	inc     eax
	mov     DWORD PTR [rsp+0x8c],eax
	mov     BYTE PTR [rsp+0x92],0x0
	mov     BYTE PTR [rsp+0x98],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x28],0x0
	jmp     .L34
	xchg    ax,ax
.L25:
	movzx   ecx,BYTE PTR [rsp+0x90]
	movzx   ebx,BYTE PTR [rsp+0x92]
	mov     eax,ebx
	mov     BYTE PTR [rsp+0x20],cl
	or      al,cl
	test    r14b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L34
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     r8,rax
	mov     r14d,edx
	mov     QWORD PTR [rsp+0xc8],rax
	mov     DWORD PTR [rsp+0xd0],edx
	mov     eax,DWORD PTR [rsp+0x38]
	cmp     eax,0x3b9aca00
	jne     .L28
	mov     QWORD PTR [rsp+0x30],r8
	mov     DWORD PTR [rsp+0x38],r14d
	mov     eax,r14d
	mov     rsi,r8
	mov     edx,DWORD PTR [rsp+0x48]
	cmp     edx,0x3b9aca00
	je      .L29
	jmp     .L30
	xchg    ax,ax
.L26:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	jae     .L58
	inc     eax
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
	jmp     .L34
.L27:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x28],rax
	jmp     .L34
.L28:
	mov     rsi,QWORD PTR [rsp+0x30]
	mov     edx,DWORD PTR [rsp+0x48]
	cmp     edx,0x3b9aca00
	jne     .L30
.L29:
	mov     QWORD PTR [rsp+0x40],r8
	mov     DWORD PTR [rsp+0x48],r14d
	mov     edx,r14d
.L30:
	mov     QWORD PTR [rsp+0x50],r8
	mov     DWORD PTR [rsp+0x58],r14d
	cmp     BYTE PTR [rsp+0x91],0x0
	mov     BYTE PTR [rsp+0x91],0x0
	je      .L31
	mov     QWORD PTR [rsp+0x40],r8
	mov     DWORD PTR [rsp+0x48],r14d
	mov     edx,r14d
.L31:
	cmp     r12d,0x7
	jbe     .L32
	cmp     BYTE PTR [rsp+0x94],0x0
	jne     .L57
	mov     QWORD PTR [rsp+0xe8],rsi
	mov     DWORD PTR [rsp+0xc0],eax
	mov     rsi,QWORD PTR [rsp+0x40]
	lea     rdi,[rsp+0xc8]
	mov     r12,r8
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r8,r12
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
	jae     .L57
.L32:
	movzx   r12d,BYTE PTR [rsp+0x9a]
	lea     rdi,[rsp+0xc8]
	mov     edx,eax
	mov     DWORD PTR [rsp+0x20],r15d
	mov     r15d,ebx
	mov     ebx,r14d
	mov     r14d,r13d
	mov     r13,r8
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     edi,r15d
	mov     r15d,DWORD PTR [rsp+0x20]
	mov     r8,r13
	mov     r13d,r14d
	xor     dil,0x1
	or      dil,r12b
	je      .L33
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
	jb      .L34
.L33:
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     rdi,QWORD PTR [rax]
	mov     esi,DWORD PTR [rax+0x8]
	mov     rdx,r8
	mov     ecx,ebx
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::may_yield>
	test    al,al
	je      .L58
	mov     DWORD PTR [rsp+0x28],0x1
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L34:
	test    r13b,0x1
	jne     .L46
	mov     rax,QWORD PTR [rsp+0x10]
	mov     r12,QWORD PTR [rax]
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     r14d,DWORD PTR [rax]
	inc     r14d
	mov     DWORD PTR [rax],r14d
	imul    eax,r14d,0x9e3779b9
	lea     rcx,[rsp+0x28]
	xor     eax,ecx
	or      eax,0x1
	mov     DWORD PTR [rsp+0x84],eax
	mov     ebx,r14d
	and     ebx,0xf
	sete    al
	mov     ecx,r12d
	shr     cl,0x4
	test    cl,al
	jne     .L67
.L35:
	test    r12b,0x11
	je      .L36
	mov     rax,QWORD PTR [rsp+0x10]
	mov     r13,QWORD PTR [rax+0x10]
	test    r13,r13
	je      .L37
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	sub     rax,r13
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x4c4b40
	setae   al
	jmp     .L38
.L36:
	xor     eax,eax
	jmp     .L38
.L37:
	mov     al,0x1
.L38:
	mov     BYTE PTR [rsp+0x90],al
	movzx   ecx,BYTE PTR [rsp+0x99]
	and     cl,r12b
	movzx   ecx,cl
	test    al,al
	mov     edx,0x0
	cmove   ecx,edx
	mov     BYTE PTR [rsp+0x9a],cl
	test    r12b,0x1
	sete    cl
	test    cl,al
	je      .L41
	mov     ecx,ebp
	shr     ecx,0x6
	lea     rdi,[rsp+0x28]
	mov     rsi,QWORD PTR [rsp+0x10]
	mov     rdx,QWORD PTR [rsp+0x8]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::time_wait>
	mov     rcx,QWORD PTR [rsp+0x8]
	mov     QWORD PTR [rsp+0x60],rcx
	cmp     BYTE PTR [rsp+0x90],0x0
	jne     .L42
.L39:
	mov     rax,QWORD PTR [rsp+0xa8]
	cmp     QWORD PTR [rax],rcx
	jne     .L40
	movzx   eax,BYTE PTR [rsp+0x95]
	mov     rsi,QWORD PTR [rsp+0xa8]
	mov     ecx,DWORD PTR [rsi+0x8]
	inc     ecx
	test    al,al
	mov     edx,0x3
	mov     edi,0xf
	cmovne  edx,edi
	test    ecx,edx
	mov     BYTE PTR [rsp+0x93],0x1
	setne   BYTE PTR [rsp+0x94]
	mov     DWORD PTR [rsi+0x8],ecx
	setne   cl
	and     cl,al
	mov     BYTE PTR [rsp+0x96],cl
.L40:
	and     ebp,0x10
	or      ebx,ebp
	jne     .L46
	jmp     .L43
.L41:
	mov     rcx,QWORD PTR [rsp+0x8]
	mov     QWORD PTR [rsp+0x60],rcx
	test    al,al
	je      .L39
.L42:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edx
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],edx
	and     ebp,0x10
	or      ebx,ebp
	jne     .L46
.L43:
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     rsi,r12
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wants_sample>
	test    r14b,0xf0
	setne   cl
	mov     edx,eax
	xor     dl,0x1
	or      dl,cl
	jne     .L44
	mov     rax,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rsp+0x68],rax
	jmp     .L45
.L44:
	test    al,al
	je      .L46
.L45:
	mov     rax,QWORD PTR [rsp+0x8]
	lock or DWORD PTR [rax],0x10
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L46:
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x2
	je      .L47
	cmp     eax,0x1
	jne     .L48
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x58]
	cmp     esi,0x3b9aca00
	jne     .L52
	mov     BYTE PTR [rsp+0x97],0x0
	jmp     .L53
	nop     WORD PTR [rax+rax*1+0x0]
.L47:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L53
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L48:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0x90],0x0
	jne     .L49
	mov     ecx,DWORD PTR [rsp+0x80]
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L49:
	mov     ecx,DWORD PTR [rsp+0x84]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x84],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x68]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	je      .L54
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L51
	and     ecx,0xfffffff8
	nop     DWORD PTR [rax+rax*1+0x0]
.L50:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L50
	test    eax,eax
	je      .L53
	nop     DWORD PTR [rax+0x0]
.L51:
	pause
	dec     eax
	jne     .L51
	jmp     .L53
.L52:
	mov     r14,rax
	mov     ebp,edx
	mov     rdi,QWORD PTR [rsp+0x50]
	mov     rdx,rax
	mov     ecx,ebp
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::ran_others>
	mov     BYTE PTR [rsp+0x97],al
	test    al,al
	je      .L53
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rax],r14
	mov     DWORD PTR [rax+0x8],ebp
	cs      nop WORD PTR [rax+rax*1+0x0]
.L53:
	mov     rax,QWORD PTR [rsp+0x68]
.L54:
	test    rax,rax
	jne     .L66
.L55:
	mov     rax,QWORD PTR [rsp+0x8]
	mov     ebp,DWORD PTR [rax]
	mov     r13b,0x1
	jmp     .L9
.L56:
	mov     ecx,ebp
	and     ecx,0xffffffd9
	add     ecx,0xffffffc0
	and     ecx,DWORD PTR [rsp+0xc4]
	mov     eax,ebp
	mov     rdx,QWORD PTR [rsp+0x8]
	lock cmpxchg DWORD PTR [rdx],ecx
	mov     r15b,0x1
	mov     ebp,eax
	jne     .L9
	jmp     .L73
.L57:
	test    BYTE PTR [rsp+0x20],0x1
	jne     .L58
	cmp     BYTE PTR [rsp+0x93],0x0
	jne     .L58
	mov     rax,QWORD PTR [rsp+0x60]
	mov     rcx,QWORD PTR [rsp+0xa8]
	mov     QWORD PTR [rcx],rax
	mov     DWORD PTR [rcx+0x8],0x0
.L58:
	test    r15b,0x1
	je      .L59
	mov     r12d,ebp
	and     r12d,0xffffffdd
	test    bpl,0x8
	je      .L61
	jmp     .L62
.L59:
	test    BYTE PTR [rsp+0x24],0x1
	je      .L60
	mov     r12d,ebp
	and     r12d,0xffffffdd
	add     r12d,0x40
	test    bpl,0x8
	je      .L61
	jmp     .L62
.L60:
	mov     eax,ebp
	and     eax,0x22
	mov     r12d,ebp
	and     r12d,0xfffffffd
	cmp     eax,0x2
	cmovne  r12d,ebp
	add     r12d,0x40
	test    bpl,0x8
	jne     .L62
.L61:
	test    BYTE PTR [rsp+0xa0],0x1
	jne     .L62
	mov     eax,DWORD PTR [rsp+0x1c]
	cmp     eax,0x3b9aca00
	jne     .L63
	xor     ebx,ebx
	cmp     r12d,ebp
	jne     .L65
	jmp     .L68
.L62:
	mov     rax,QWORD PTR [rsp+0xa0]
	mov     ebx,eax
	cmp     r12d,ebp
	jne     .L65
	jmp     .L68
.L63:
	mov     rcx,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0xc8],rcx
	mov     DWORD PTR [rsp+0xd0],eax
	lea     rdi,[rsp+0xc8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	mov     r14,rax
	mov     r13d,edx
	mov     edi,ebp
	shr     edi,0x6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::fair_after>
	cmp     r14,rax
	setae   bl
	jne     .L64
	cmp     r13d,edx
	setae   bl
.L64:
	mov     eax,r12d
	or      eax,0x8
	test    bl,bl
	cmovne  r12d,eax
	cmp     r12d,ebp
	je      .L68
.L65:
	mov     eax,ebp
	mov     rcx,QWORD PTR [rsp+0x8]
	lock cmpxchg DWORD PTR [rcx],r12d
	mov     ebp,eax
	je      .L68
	xor     r13d,r13d
	jmp     .L9
.L66:
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L55
.L67:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rdx,QWORD PTR [rsp+0x10]
	mov     rcx,QWORD PTR [rdx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jb      .L35
	and     r12,0xffffffffffffffe3
	mov     QWORD PTR [rdx],r12
	jmp     .L35
.L68:
	mov     eax,ebx
	and     al,0x1
	mov     QWORD PTR [rsp+0xa0],rax
	mov     r15b,0x1
	xor     esi,esi
	test    r12b,0x4
	jne     .L8
	mov     ebp,DWORD PTR [rsp+0x1c]
	cmp     ebp,0x3b9aca00
	mov     r14,QWORD PTR [rsp+0x8]
	jne     .L69
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe0],rax
	mov     ebp,edx
.L69:
	movzx   r9d,bl
	and     r9d,0x1
	inc     r9d
	mov     rdi,r14
	mov     esi,r12d
	mov     ecx,0x3b9aca00
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x1c],ebp
	mov     rcx,QWORD PTR [rsp+0x78]
	test    rcx,rcx
	setne   al
	je      .L70
	lock dec QWORD PTR [rcx+0x18]
.L70:
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	mov     QWORD PTR [rsp+0xb8],rcx
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	lea     rax,[rsp+0x60]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax+0x29],xmm0
	movups  XMMWORD PTR [rax+0x20],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     WORD PTR [rsp+0x99],0x1
	mov     r12d,DWORD PTR [r14]
	mov     r15b,0x1
	xor     esi,esi
	test    bl,0x1
	jne     .L8
.L71:
	mov     r15d,r12d
	shr     r15d,0x2
	and     r15d,0x1
	jne     .L72
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
	mov     rdx,QWORD PTR [rsp+0x8]
	lock cmpxchg DWORD PTR [rdx],ecx
	mov     r12d,eax
	jne     .L71
	mov     r12d,ecx
	jmp     .L8
.L72:
	xor     esi,esi
	jmp     .L8
.L73:
	cmp     QWORD PTR [rsp+0x78],0x0
	setne   al
	mov     rcx,QWORD PTR [rsp+0xb8]
	or      cl,al
	test    cl,0x1
	jne     .L75
.L74:
	add     rsp,0xf8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L75:
	mov     rdi,QWORD PTR [rsp+0x8]
	mov     esi,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wait_ended>
	mov     rax,QWORD PTR [rsp+0x78]
	test    rax,rax
	je      .L74
	lock dec QWORD PTR [rax+0x18]
	jmp     .L74
	jmp     .L76
	jmp     .L76
	jmp     .L76
	jmp     .L76
	jmp     .L76
.L76:
	mov     rcx,QWORD PTR [rsp+0x78]
	test    rcx,rcx
	je      .L77
	lock dec QWORD PTR [rcx+0x18]
.L77:
	mov     rdi,rax
	call    <_Unwind_Resume@plt>

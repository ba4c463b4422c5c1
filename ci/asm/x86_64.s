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
	sub     rsp,0x108
	mov     ebp,esi
	mov     rbx,rdi
	mov     DWORD PTR [rsp+0x40],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x78],xmm0
	movups  XMMWORD PTR [rsp+0x88],xmm0
	mov     DWORD PTR [rsp+0xab],0x0
	mov     DWORD PTR [rsp+0xa8],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x70],0x3b9aca00
	mov     WORD PTR [rsp+0xaf],0x0
	movups  XMMWORD PTR [rsp+0x98],xmm0
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x70]
	mov     rcx,QWORD PTR [rax]
	cmp     rcx,rbx
	sete    BYTE PTR [rsp+0xad]
	mov     QWORD PTR [rax],0x0
	mov     r14d,DWORD PTR [rbx]
	test    ebp,ebp
	je      .L2
	mov     edx,r14d
	cmp     r14d,0x1f
	jbe     .L0
	xor     eax,eax
	jmp     .L1
.L0:
	mov     rax,rbx
	movabs  rcx,0x9e3779b97f4a7c15
	imul    rax,rcx
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	sete    al
.L1:
	mov     BYTE PTR [rsp+0xaa],0x1
	mov     BYTE PTR [rsp+0xb0],al
	mov     r14d,edx
.L2:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r15,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     DWORD PTR [rsp],r14d
	test    r14b,0x10
	je      .L9
	cmp     rcx,rbx
	jne     .L9
	lea     r12,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [r12]
	test    rax,rax
	je      .L99
.L3:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xc8],eax
	lea     rcx,[rsp+0xc8]
	mov     QWORD PTR [rsp+0x10],rcx
	test    eax,eax
	jne     .L98
	mov     r13,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	xor     r14d,r14d
	test    r13,r13
	cmovle  r13,r14
	test    rax,rax
	cmovg   r14,rax
	mov     rax,QWORD PTR [r12]
	test    rax,rax
	je      .L100
.L4:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xc8],eax
	test    eax,eax
	jne     .L98
	imul    rcx,r13,0x3b9aca00
	add     rcx,r14
	mov     rax,QWORD PTR [rsp+0x28]
	mov     rdx,QWORD PTR [rsp+0x30]
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
	nop     DWORD PTR [rax+rax*1+0x0]
.L5:
	cmp     rax,rdx
	mov     rdi,rdx
	cmovbe  rdi,rax
	lock cmpxchg QWORD PTR [rsi],rdi
	jne     .L5
.L6:
	mov     rdi,QWORD PTR [rsi]
	mov     rsi,rbx
	movabs  rax,0x9e3779b97f4a7c15
	imul    rsi,rax
	shr     rsi,0x3a
	shl     esi,0x6
	lea     rax,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rdx,QWORD PTR [rax+rsi*1]
	movabs  r8,0x7ffffffffffffff
	and     r8,r15
	mov     r9,rdx
	shr     r9,0x5
	cmp     r8,r9
	jb      .L9
	xor     r8d,r8d
	mov     r9,rcx
	sub     r9,r15
	cmovae  r8,r9
	cmp     rdi,0xffffffffffffffff
	je      .L7
	xor     r9d,r9d
	sub     r8,rdi
	cmovb   r8,r9
.L7:
	add     rax,rsi
	mov     esi,0x1
	cmp     r8,0x3c
	jb      .L8
	mov     esi,0x2
	test    dl,0x2
	jne     .L8
	mov     esi,edx
	and     esi,0x1
	or      rsi,0x2
.L8:
	and     edx,0x1c
	shl     rcx,0x5
	or      rcx,rdx
	or      rcx,rsi
	mov     QWORD PTR [rax],rcx
.L9:
	xor     bpl,0x1
	test    BYTE PTR [rsp],bpl
	je      .L10
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L10
	mov     rax,rbx
	movabs  rcx,0x9e3779b97f4a7c15
	imul    rax,rcx
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	jne     .L10
	pause
	mov     eax,DWORD PTR [rbx]
	mov     DWORD PTR [rsp],eax
	test    al,0x1
	je      .L10
	pause
	mov     eax,DWORD PTR [rbx]
	mov     DWORD PTR [rsp],eax
	test    al,0x1
	je      .L10
	pause
	mov     eax,DWORD PTR [rbx]
	mov     DWORD PTR [rsp],eax
.L10:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     r14,rax
	movabs  rax,0x9e3779b97f4a7c15
	imul    rax,rbx
	shr     rax,0x3a
	shl     eax,0x6
	add     rax,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x20],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0xc8]
	mov     QWORD PTR [rsp+0xe0],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     QWORD PTR [rsp+0x100],rax
	mov     DWORD PTR [rsp+0xbc],0x3b9aca00
	lea     rax,[rsp+0xc8]
	mov     QWORD PTR [rsp+0xf8],rax
	xor     r12d,r12d
	mov     QWORD PTR [rsp+0xd8],0x0
	xor     eax,eax
.L11:
	mov     DWORD PTR [rsp+0x10],eax
.L12:
	mov     eax,r12d
	mov     BYTE PTR [rsp+0xd],r12b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r15d,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xc0],eax
	mov     DWORD PTR [rsp+0xc4],r15d
	and     r15d,0xffffffed
	mov     eax,DWORD PTR [rsp]
	mov     ebp,eax
.L13:
	mov     DWORD PTR [rsp+0x3c],0x0
	test    BYTE PTR [rsp+0xd],0x1
	je      .L24
.L14:
	test    bpl,0x1
	jne     .L19
	test    BYTE PTR [rsp+0x10],0x1
	je      .L77
	nop     DWORD PTR [rax+0x0]
.L15:
	mov     BYTE PTR [rsp+0xa9],0x1
	mov     DWORD PTR [rsp+0xa0],0x0
	movzx   eax,BYTE PTR [rsp+0xab]
	mov     BYTE PTR [rsp+0xab],0x0
	cmp     al,0x1
	jne     .L16
	mov     BYTE PTR [rsp+0xac],0x0
	mov     BYTE PTR [rsp+0xae],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L16:
	lea     ecx,[rbp-0x1f]
	and     ecx,r15d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     ebp,eax
	jne     .L18
.L17:
	test    r12b,r12b
	jne     .L95
	test    bpl,0x1
	je      .L15
	jmp     .L20
.L18:
	lea     rdi,[rsp+0x40]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L17
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L19:
	mov     eax,DWORD PTR [rsp+0x10]
	mov     DWORD PTR [rsp],eax
	test    bpl,0x4
	jne     .L23
	jmp     .L39
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L20:
	cmp     ebp,0x1f
	jbe     .L21
	xor     eax,eax
	jmp     .L22
.L21:
	mov     rax,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L22:
	mov     BYTE PTR [rsp+0xaa],0x1
	mov     BYTE PTR [rsp+0xb0],al
	mov     al,0x1
	mov     DWORD PTR [rsp],eax
	test    bpl,0x4
	je      .L39
.L23:
	test    BYTE PTR [rsp],0x1
	je      .L39
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xc0]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     cl,0x1
	mov     DWORD PTR [rsp+0x10],ecx
	mov     ebp,eax
	jne     .L14
	jmp     .L95
	cs      nop WORD PTR [rax+rax*1+0x0]
.L24:
	test    bpl,0x1
	jne     .L36
	test    BYTE PTR [rsp+0x10],0x1
	je      .L29
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L25:
	test    bpl,0x8
	jne     .L36
	mov     BYTE PTR [rsp+0xa9],0x1
	mov     DWORD PTR [rsp+0xa0],0x0
	movzx   eax,BYTE PTR [rsp+0xab]
	mov     BYTE PTR [rsp+0xab],0x0
	cmp     al,0x1
	jne     .L26
	mov     BYTE PTR [rsp+0xac],0x0
	mov     BYTE PTR [rsp+0xae],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L26:
	lea     ecx,[rbp-0x1f]
	and     ecx,r15d
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     ebp,eax
	jne     .L28
.L27:
	test    r12b,r12b
	jne     .L95
	test    bpl,0x1
	je      .L25
	jmp     .L33
.L28:
	lea     rdi,[rsp+0x40]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L27
	xchg    ax,ax
.L29:
	test    bpl,0x8
	jne     .L36
	mov     BYTE PTR [rsp+0xa9],0x1
	mov     DWORD PTR [rsp+0xa0],0x0
	cmp     BYTE PTR [rsp+0xab],0x0
	mov     BYTE PTR [rsp+0xab],0x0
	je      .L30
	mov     BYTE PTR [rsp+0xac],0x0
	mov     BYTE PTR [rsp+0xae],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L30:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xc4]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     ebp,eax
	jne     .L32
.L31:
	test    r12b,r12b
	jne     .L95
	test    bpl,0x1
	je      .L29
	jmp     .L33
.L32:
	lea     rdi,[rsp+0x40]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L31
.L33:
	cmp     ebp,0x1f
	jbe     .L34
	xor     eax,eax
	jmp     .L35
.L34:
	mov     rax,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L35:
	mov     BYTE PTR [rsp+0xaa],0x1
	mov     BYTE PTR [rsp+0xb0],al
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L36:
	test    bpl,0x4
	je      .L37
	mov     eax,DWORD PTR [rsp+0x10]
	test    al,0x1
	je      .L38
	mov     ecx,ebp
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xc0]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     cl,0x1
	mov     DWORD PTR [rsp+0x10],ecx
	mov     ebp,eax
	jne     .L24
	jmp     .L95
.L37:
	mov     eax,DWORD PTR [rsp+0x10]
.L38:
	mov     DWORD PTR [rsp],eax
.L39:
	mov     r13d,DWORD PTR [rsp+0x98]
	test    r13d,r13d
	jne     .L41
.L40:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L87
.L41:
	inc     r13d
	mov     DWORD PTR [rsp+0x98],r13d
	mov     r12d,DWORD PTR [rsp+0xa0]
	inc     r12d
	mov     eax,0xffffffff
	cmove   r12d,eax
	mov     DWORD PTR [rsp+0xa0],r12d
	cmp     BYTE PTR [rsp+0xae],0x0
	jne     .L87
	mov     eax,DWORD PTR [rsp+0x40]
	test    eax,eax
	je      .L42
	cmp     eax,0x1
	jne     .L43
	cmp     BYTE PTR [rsp+0xaf],0x0
	jne     .L87
	mov     eax,DWORD PTR [rsp+0xa4]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0xb0],cl
	je      .L44
	inc     eax
	mov     DWORD PTR [rsp+0xa4],eax
	mov     BYTE PTR [rsp+0xaa],0x0
	mov     BYTE PTR [rsp+0xb0],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x0
	jmp     .L52
.L42:
	movzx   ecx,BYTE PTR [rsp+0xa8]
	movzx   eax,BYTE PTR [rsp+0xaa]
	mov     BYTE PTR [rsp+0xf],al
	mov     BYTE PTR [rsp+0xe],cl
	or      al,cl
	test    r13b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L52
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     DWORD PTR [rsp+0x1c],edx
	mov     r13,rax
	mov     QWORD PTR [rsp+0xc8],rax
	mov     eax,DWORD PTR [rsp+0x1c]
	mov     DWORD PTR [rsp+0xd0],eax
	mov     ecx,DWORD PTR [rsp+0x50]
	cmp     ecx,0x3b9aca00
	jne     .L45
	mov     QWORD PTR [rsp+0x48],r13
	mov     DWORD PTR [rsp+0x50],eax
	mov     ecx,eax
	mov     rsi,r13
	jmp     .L46
.L43:
	mov     eax,DWORD PTR [rsp+0x44]
	cmp     eax,0x3
	jae     .L87
	inc     eax
	mov     DWORD PTR [rsp+0x40],0x2
	mov     DWORD PTR [rsp+0x44],eax
	jmp     .L52
.L44:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x40],rax
	jmp     .L52
.L45:
	mov     rsi,QWORD PTR [rsp+0x48]
.L46:
	mov     edx,DWORD PTR [rsp+0x60]
	cmp     edx,0x3b9aca00
	jne     .L47
	mov     QWORD PTR [rsp+0x58],r13
	mov     edx,DWORD PTR [rsp+0x1c]
	mov     DWORD PTR [rsp+0x60],edx
.L47:
	mov     QWORD PTR [rsp+0x68],r13
	mov     eax,DWORD PTR [rsp+0x1c]
	mov     DWORD PTR [rsp+0x70],eax
	cmp     BYTE PTR [rsp+0xa9],0x0
	mov     BYTE PTR [rsp+0xa9],0x0
	je      .L48
	mov     QWORD PTR [rsp+0x58],r13
	mov     edx,DWORD PTR [rsp+0x1c]
	mov     DWORD PTR [rsp+0x60],edx
.L48:
	cmp     r12d,0x7
	jbe     .L49
	cmp     BYTE PTR [rsp+0xac],0x0
	jne     .L86
	mov     QWORD PTR [rsp+0xf0],rsi
	mov     r12d,ecx
	mov     rsi,QWORD PTR [rsp+0x58]
	lea     rdi,[rsp+0xc8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	sbb     rdx,0x0
	mov     ecx,r12d
	mov     rsi,QWORD PTR [rsp+0xf0]
	jae     .L86
.L49:
	cmp     BYTE PTR [rsp+0xf],0x0
	jne     .L50
	lea     rdi,[rsp+0xc8]
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
	jb      .L52
.L50:
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     rsi,QWORD PTR [rax]
	mov     edx,DWORD PTR [rax+0x8]
	mov     QWORD PTR [rsp+0x28],r13
	mov     eax,DWORD PTR [rsp+0x1c]
	mov     DWORD PTR [rsp+0x30],eax
	cmp     edx,0x3b9aca00
	je      .L51
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	test    rax,rax
	jne     .L51
	cmp     edx,0x249f0
	jb      .L87
.L51:
	mov     DWORD PTR [rsp+0x40],0x1
.L52:
	test    BYTE PTR [rsp+0x3c],0x1
	jne     .L66
	mov     rax,QWORD PTR [rsp+0x20]
	mov     rdx,QWORD PTR [rax]
	mov     rax,QWORD PTR [rsp+0x100]
	mov     r13d,DWORD PTR [rax]
	inc     r13d
	mov     DWORD PTR [rax],r13d
	imul    eax,r13d,0x9e3779b9
	lea     rcx,[rsp+0x40]
	xor     eax,ecx
	or      eax,0x1
	mov     DWORD PTR [rsp+0x9c],eax
	mov     eax,r13d
	and     eax,0xf
	mov     DWORD PTR [rsp+0x3c],eax
	sete    al
	mov     QWORD PTR [rsp],rdx
	mov     ecx,edx
	shr     cl,0x4
	test    cl,al
	jne     .L83
.L53:
	test    BYTE PTR [rsp],0x11
	je      .L58
	mov     rax,QWORD PTR [rsp+0x20]
	mov     r12,QWORD PTR [rax+0x10]
	test    r12,r12
	je      .L56
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L84
.L54:
	mov     edi,0x1
	lea     rsi,[rsp+0x28]
	call    rax
	mov     DWORD PTR [rsp+0xc8],eax
	test    eax,eax
	jne     .L101
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	test    rcx,rcx
	mov     edx,0x0
	cmovle  rcx,rdx
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,rdx
	add     rax,rcx
	sub     rax,r12
	cmovb   rax,rdx
	cmp     rax,0x4c4b40
	setae   BYTE PTR [rsp+0xa8]
	test    BYTE PTR [rsp],0x1
	jne     .L55
	cmp     rax,0x4c4b3f
	ja      .L57
.L55:
	mov     QWORD PTR [rsp+0x78],rbx
	cmp     rax,0x4c4b3f
	jbe     .L59
	jmp     .L62
.L56:
	mov     BYTE PTR [rsp+0xa8],0x1
	test    BYTE PTR [rsp],0x1
	jne     .L61
.L57:
	mov     eax,ebp
	shr     eax,0x5
	mov     esi,0x1
	mov     rcx,QWORD PTR [rsp+0x20]
	lock xadd QWORD PTR [rcx+0x18],rsi
	inc     rsi
	mov     QWORD PTR [rsp+0x90],rcx
	add     rsi,rax
	mov     rax,0xffffffffffffffff
	cmovb   rsi,rax
	mov     rdi,rbx
	call    <hintlock::spin::policy::loser_starts_waiting>
	test    al,al
	je      .L60
.L58:
	mov     BYTE PTR [rsp+0xa8],0x0
	mov     QWORD PTR [rsp+0x78],rbx
.L59:
	cmp     QWORD PTR [r14],rbx
	jne     .L63
	movzx   eax,BYTE PTR [rsp+0xad]
	mov     ecx,DWORD PTR [r14+0x8]
	inc     ecx
	test    al,al
	mov     edx,0x3
	mov     esi,0xf
	cmovne  edx,esi
	test    ecx,edx
	mov     BYTE PTR [rsp+0xab],0x1
	setne   BYTE PTR [rsp+0xac]
	mov     DWORD PTR [r14+0x8],ecx
	setne   cl
	and     cl,al
	mov     BYTE PTR [rsp+0xae],cl
	jmp     .L63
.L60:
	mov     QWORD PTR [rsp+0x78],rbx
	cmp     BYTE PTR [rsp+0xa8],0x0
	je      .L59
	jmp     .L62
.L61:
	mov     QWORD PTR [rsp+0x78],rbx
.L62:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	mov     QWORD PTR [rsp+0x58],rax
	mov     DWORD PTR [rsp+0x60],edx
	mov     QWORD PTR [rsp+0x68],rax
	mov     DWORD PTR [rsp+0x70],edx
.L63:
	and     ebp,0x10
	or      DWORD PTR [rsp+0x3c],ebp
	jne     .L66
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L85
.L64:
	mov     edi,0x1
	lea     rsi,[rsp+0x28]
	call    rax
	mov     DWORD PTR [rsp+0xc8],eax
	test    eax,eax
	jne     .L101
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	test    rcx,rcx
	mov     esi,0x0
	cmovle  rcx,rsi
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,rsi
	add     rax,rcx
	mov     rcx,QWORD PTR [rsp]
	shr     rcx,0x5
	mov     rdx,rax
	sub     rdx,rcx
	cmovb   rdx,rsi
	cmp     rdx,0x2710
	jb      .L66
	shl     rax,0x5
	mov     rcx,QWORD PTR [rsp]
	and     ecx,0x1f
	or      rcx,rax
	mov     rax,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rax],rcx
	test    r13b,0xf0
	jne     .L65
	mov     rax,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rsp+0x80],rax
.L65:
	lock or DWORD PTR [rbx],0x10
.L66:
	mov     eax,DWORD PTR [rsp+0x40]
	cmp     eax,0x2
	je      .L67
	cmp     eax,0x1
	jne     .L68
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ebp,edx
	mov     edx,DWORD PTR [rsp+0x70]
	cmp     edx,0x3b9aca00
	jne     .L72
	mov     BYTE PTR [rsp+0xaf],0x0
	jmp     .L73
.L67:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L73
.L68:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0xa8],0x0
	jne     .L69
	mov     ecx,DWORD PTR [rsp+0x98]
	sub     ecx,0x8
	mov     eax,0x0
	cmovb   ecx,eax
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L69:
	mov     ecx,DWORD PTR [rsp+0x9c]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x9c],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x80]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	je      .L74
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L71
	and     ecx,0xfffffff8
	nop     DWORD PTR [rax+rax*1+0x0]
.L70:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L70
	test    eax,eax
	je      .L73
	nop     DWORD PTR [rax+0x0]
.L71:
	pause
	dec     eax
	jne     .L71
	jmp     .L73
.L72:
	mov     r12,rax
	mov     rsi,QWORD PTR [rsp+0x68]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],ebp
	lea     rdi,[rsp+0x28]
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
	setb    BYTE PTR [rsp+0xaf]
	cmp     rcx,0x3e8
	sbb     rdx,0x0
	jb      .L73
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rax],r12
	mov     DWORD PTR [rax+0x8],ebp
.L73:
	mov     rax,QWORD PTR [rsp+0x80]
.L74:
	test    rax,rax
	jne     .L82
.L75:
	mov     ebp,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x3c],eax
	test    BYTE PTR [rsp+0xd],0x1
	je      .L24
	jmp     .L14
.L76:
	lea     rdi,[rsp+0x40]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	jmp     .L79
.L77:
	mov     BYTE PTR [rsp+0xa9],0x1
	mov     DWORD PTR [rsp+0xa0],0x0
	movzx   eax,BYTE PTR [rsp+0xab]
	mov     BYTE PTR [rsp+0xab],0x0
	cmp     al,0x1
	jne     .L78
	mov     BYTE PTR [rsp+0xac],0x0
	mov     BYTE PTR [rsp+0xae],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L78:
	mov     ecx,ebp
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xc4]
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     ebp,eax
	jne     .L76
.L79:
	test    r12b,r12b
	jne     .L95
	test    bpl,0x1
	je      .L77
	cmp     ebp,0x1f
	jbe     .L80
	xor     eax,eax
	jmp     .L81
.L80:
	mov     rax,QWORD PTR [rsp+0x20]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L81:
	mov     BYTE PTR [rsp+0xaa],0x1
	mov     BYTE PTR [rsp+0xb0],al
	mov     DWORD PTR [rsp+0x10],0x0
	mov     DWORD PTR [rsp],0x0
	mov     r13d,DWORD PTR [rsp+0x98]
	test    r13d,r13d
	jne     .L41
	jmp     .L40
.L82:
	lea     rdi,[rsp+0x40]
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	jmp     .L75
.L83:
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0x20]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jb      .L53
	mov     rdx,QWORD PTR [rsp]
	and     rdx,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rsp],rdx
	mov     QWORD PTR [rax],rdx
	jmp     .L53
.L84:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L54
.L85:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L64
.L86:
	test    BYTE PTR [rsp+0xe],0x1
	jne     .L87
	cmp     BYTE PTR [rsp+0xab],0x0
	jne     .L87
	mov     rax,QWORD PTR [rsp+0x78]
	mov     QWORD PTR [r14],rax
	mov     DWORD PTR [r14+0x8],0x0
.L87:
	mov     eax,ebp
	and     eax,0xfffffffd
	lea     ecx,[rax+0x20]
	test    BYTE PTR [rsp],0x1
	cmovne  ecx,eax
	mov     DWORD PTR [rsp],ecx
	mov     eax,ebp
	shr     al,0x3
	movzx   ecx,BYTE PTR [rsp+0xd]
	or      al,cl
	test    al,0x1
	je      .L88
	mov     r12d,ecx
	jmp     .L91
.L88:
	mov     eax,DWORD PTR [rsp+0xbc]
	cmp     eax,0x3b9aca00
	jne     .L89
	xor     r12d,r12d
	jmp     .L91
.L89:
	mov     rcx,QWORD PTR [rsp+0xe8]
	mov     QWORD PTR [rsp+0x28],rcx
	mov     DWORD PTR [rsp+0x30],eax
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L90
	or      DWORD PTR [rsp],0x8
	mov     r12b,0x1
	jmp     .L91
.L90:
	mov     eax,ebp
	shr     eax,0x5
	cmp     eax,0x8
	mov     ecx,0x8
	cmovb   ecx,eax
	imul    ecx,ecx,0x7a120
	test    eax,eax
	mov     eax,0x7a120
	cmove   ecx,eax
	mov     esi,DWORD PTR [rsp]
	mov     eax,esi
	or      eax,0x8
	cmp     edx,ecx
	setae   r12b
	cmovae  esi,eax
	mov     DWORD PTR [rsp],esi
.L91:
	mov     ecx,DWORD PTR [rsp]
	cmp     ecx,ebp
	je      .L92
	mov     eax,ebp
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     ebp,eax
	jne     .L13
.L92:
	mov     al,0x1
	mov     DWORD PTR [rsp+0x10],eax
	test    cl,0x4
	jne     .L12
	cmp     DWORD PTR [rsp+0xbc],0x3b9aca00
	jne     .L93
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe8],rax
	mov     DWORD PTR [rsp+0xbc],edx
.L93:
	mov     edx,DWORD PTR [rsp]
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9
	mov     eax,0xca
	mov     esi,0x89
	mov     rdi,rbx
	xor     r10d,r10d
	xor     r8d,r8d
	syscall
	mov     rcx,QWORD PTR [rsp+0x90]
	test    rcx,rcx
	setne   al
	je      .L94
	lock dec QWORD PTR [rcx+0x18]
.L94:
	mov     rcx,QWORD PTR [rsp+0xd8]
	or      cl,al
	mov     QWORD PTR [rsp+0xd8],rcx
	mov     DWORD PTR [rsp+0x40],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x70],0x3b9aca00
	lea     rax,[rsp+0x78]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax+0x29],xmm0
	movups  XMMWORD PTR [rax+0x20],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax],xmm0
	mov     eax,DWORD PTR [rbx]
	mov     DWORD PTR [rsp],eax
	mov     al,0x1
	jmp     .L11
.L95:
	cmp     QWORD PTR [rsp+0x90],0x0
	setne   al
	mov     rcx,QWORD PTR [rsp+0xd8]
	or      cl,al
	test    cl,0x1
	jne     .L97
.L96:
	add     rsp,0x108
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L97:
	mov     rdi,rbx
	mov     esi,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::wait_ended>
	mov     rax,QWORD PTR [rsp+0x90]
	test    rax,rax
	je      .L96
	lock dec QWORD PTR [rax+0x18]
	jmp     .L96
.L98:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	xor     edi,edi
	mov     rsi,QWORD PTR [rsp+0x10]
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
	jmp     .L102
.L99:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L3
.L100:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L4
.L101:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	xor     edi,edi
	mov     rsi,QWORD PTR [rsp+0xf8]
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
.L102:
	ud2
	jmp     .L103
	jmp     .L103
	jmp     .L103
	jmp     .L103
	jmp     .L103
	jmp     .L103
	jmp     .L103
	jmp     .L103
.L103:
	mov     rcx,QWORD PTR [rsp+0x90]
	test    rcx,rcx
	je      .L104
	lock dec QWORD PTR [rcx+0x18]
.L104:
	mov     rdi,rax
	call    <_Unwind_Resume@plt>

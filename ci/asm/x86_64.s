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
	sub     rsp,0xe8
	mov     rbx,rdi
	mov     DWORD PTR [rsp+0x38],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x70],xmm0
	movups  XMMWORD PTR [rsp+0x80],xmm0
	movups  XMMWORD PTR [rsp+0x89],xmm0
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     DWORD PTR [rsp+0x68],0x3b9aca00
	mov     BYTE PTR [rsp+0x99],0x0
	test    esi,esi
	je      .L0
	mov     BYTE PTR [rsp+0x96],0x1
.L0:
	mov     r13d,DWORD PTR [rbx]
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r14,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    r13b,0x10
	je      .L7
	cmp     rcx,rbx
	jne     .L7
	lea     r15,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [r15]
	test    rax,rax
	je      .L79
.L1:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L78
	mov     ebp,r13d
	mov     r12,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	xor     r13d,r13d
	test    r12,r12
	cmovle  r12,r13
	test    rax,rax
	cmovg   r13,rax
	mov     rax,QWORD PTR [r15]
	test    rax,rax
	je      .L80
.L2:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L78
	imul    rcx,r12,0x3b9aca00
	add     rcx,r13
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
	jae     .L4
	mov     rax,QWORD PTR [rsi]
	nop     DWORD PTR [rax]
.L3:
	cmp     rax,rdx
	mov     rdi,rdx
	cmovbe  rdi,rax
	lock cmpxchg QWORD PTR [rsi],rdi
	jne     .L3
.L4:
	movabs  r15,0x9e3779b97f4a7c15
	xor     edx,edx
	mov     rax,rcx
	sub     rax,r14
	cmovae  rdx,rax
	mov     rax,QWORD PTR [rsi]
	cmp     rax,0xffffffffffffffff
	mov     r13d,ebp
	je      .L5
	xor     esi,esi
	sub     rdx,rax
	cmovb   rdx,rsi
.L5:
	imul    r15,rbx
	shr     r15,0x3a
	mov     esi,r15d
	shl     esi,0x6
	lea     rdi,[rip+REL] # <hintlock::spin::policy::HINTS>
	lea     rax,[rdi+rsi*1]
	mov     rsi,QWORD PTR [rdi+rsi*1]
	mov     edi,0x1
	cmp     rdx,0x3c
	jb      .L6
	mov     edi,0x2
	test    sil,0x2
	jne     .L6
	mov     edi,esi
	and     edi,0x1
	or      rdi,0x2
.L6:
	and     esi,0x1c
	shl     rcx,0x5
	or      rcx,rsi
	or      rcx,rdi
	mov     QWORD PTR [rax],rcx
	jmp     .L8
.L7:
	movabs  r15,0x9e3779b97f4a7c15
	imul    r15,rbx
	shr     r15,0x3a
.L8:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     r14,rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x98]
	mov     QWORD PTR [rsp+0xd0],rax
	shl     r15d,0x6
	add     r15,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0xb0],r15
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     rdi,rax
	lea     r8,[rsp+0x38]
	mov     esi,0x3b9aca00
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	xor     r15d,r15d
	xor     ebp,ebp
.L9:
	mov     eax,ebp
	mov     BYTE PTR [rsp+0xb],bpl
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     r12d,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xa8],eax
	mov     DWORD PTR [rsp+0xac],r12d
	and     r12d,0xffffffed
.L10:
	mov     DWORD PTR [rsp+0x20],0x0
	movzx   ebp,BYTE PTR [rsp+0xb]
	test    bpl,0x1
	je      .L19
.L11:
	test    r13b,0x1
	jne     .L16
	test    r15b,0x1
	je      .L62
	xchg    ax,ax
.L12:
	mov     BYTE PTR [rsp+0x95],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x97]
	mov     BYTE PTR [rsp+0x97],0x0
	cmp     al,0x1
	jne     .L13
	mov     BYTE PTR [rsp+0x98],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L13:
	lea     ecx,[r13-0x1f]
	and     ecx,r12d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    bpl
	cmp     QWORD PTR [rsp+0x78],0x0
	mov     r13d,eax
	jne     .L15
	test    bpl,bpl
	jne     .L77
.L14:
	test    r13b,0x1
	je      .L12
	jmp     .L17
.L15:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    bpl,bpl
	je      .L14
	jmp     .L77
	nop     DWORD PTR [rax+0x0]
.L16:
	mov     eax,r15d
	test    r13b,0x4
	jne     .L18
	jmp     .L31
	xchg    ax,ax
.L17:
	mov     BYTE PTR [rsp+0x96],0x1
	mov     al,0x1
	test    r13b,0x4
	je      .L31
.L18:
	test    al,0x1
	je      .L31
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xa8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L11
	jmp     .L77
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L19:
	test    r13b,0x1
	jne     .L29
	test    r15b,0x1
	je      .L24
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L20:
	test    r13b,0x8
	jne     .L29
	mov     BYTE PTR [rsp+0x95],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x97]
	mov     BYTE PTR [rsp+0x97],0x0
	cmp     al,0x1
	jne     .L21
	mov     BYTE PTR [rsp+0x98],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L21:
	lea     ecx,[r13-0x1f]
	and     ecx,r12d
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    bpl
	cmp     QWORD PTR [rsp+0x78],0x0
	mov     r13d,eax
	jne     .L23
	test    bpl,bpl
	jne     .L77
.L22:
	test    r13b,0x1
	je      .L20
	jmp     .L28
.L23:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    bpl,bpl
	je      .L22
	jmp     .L77
	nop     DWORD PTR [rax+0x0]
.L24:
	test    r13b,0x8
	jne     .L29
	mov     BYTE PTR [rsp+0x95],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	cmp     BYTE PTR [rsp+0x97],0x0
	mov     BYTE PTR [rsp+0x97],0x0
	je      .L25
	mov     BYTE PTR [rsp+0x98],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L25:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xac]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    bpl
	cmp     QWORD PTR [rsp+0x78],0x0
	mov     r13d,eax
	jne     .L27
	test    bpl,bpl
	jne     .L77
.L26:
	test    r13b,0x1
	je      .L24
	jmp     .L28
.L27:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    bpl,bpl
	je      .L26
	jmp     .L77
.L28:
	mov     BYTE PTR [rsp+0x96],0x1
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L29:
	test    r13b,0x4
	je      .L30
	test    r15b,0x1
	je      .L30
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xa8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L19
	jmp     .L77
.L30:
	mov     eax,r15d
.L31:
	mov     DWORD PTR [rsp+0x18],eax
	mov     ebp,DWORD PTR [rsp+0x88]
	test    ebp,ebp
	mov     QWORD PTR [rsp+0x10],rdi
	jne     .L33
.L32:
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    al,al
	je      .L70
.L33:
	inc     ebp
	mov     DWORD PTR [rsp+0x88],ebp
	mov     eax,DWORD PTR [rsp+0x38]
	mov     ecx,DWORD PTR [rsp+0x90]
	inc     ecx
	cmove   ecx,edx
	mov     DWORD PTR [rsp+0x90],ecx
	test    eax,eax
	je      .L34
	cmp     eax,0x1
	jne     .L35
	cmp     BYTE PTR [rsp+0x99],0x0
	jne     .L70
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x38],rax
	test    BYTE PTR [rsp+0x20],0x1
	je      .L44
	jmp     .L50
.L34:
	mov     DWORD PTR [rsp+0xc],ecx
	movzx   ecx,BYTE PTR [rsp+0x96]
	test    bpl,0x3
	sete    al
	or      al,cl
	je      .L43
	mov     BYTE PTR [rsp+0x1f],cl
	mov     ebp,esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     QWORD PTR [rsp+0xb8],rax
	mov     DWORD PTR [rsp+0xc0],edx
	mov     edx,DWORD PTR [rsp+0x48]
	cmp     edx,0x3b9aca00
	jne     .L36
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],ecx
	mov     DWORD PTR [rsp+0xa0],ecx
	mov     QWORD PTR [rsp+0xc8],rax
	jmp     .L37
.L35:
	mov     eax,DWORD PTR [rsp+0x3c]
	cmp     eax,0x3
	jae     .L70
	inc     eax
	mov     DWORD PTR [rsp+0x38],0x2
	mov     DWORD PTR [rsp+0x3c],eax
	test    BYTE PTR [rsp+0x20],0x1
	je      .L44
	jmp     .L50
.L36:
	mov     DWORD PTR [rsp+0xa0],edx
	mov     rdx,QWORD PTR [rsp+0x40]
	mov     QWORD PTR [rsp+0xc8],rdx
.L37:
	mov     edx,DWORD PTR [rsp+0x58]
	cmp     edx,0x3b9aca00
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x38]
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,ebp
	jne     .L38
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],ecx
	mov     edx,ecx
.L38:
	mov     QWORD PTR [rsp+0x60],rax
	mov     DWORD PTR [rsp+0x68],ecx
	cmp     BYTE PTR [rsp+0x95],0x0
	mov     BYTE PTR [rsp+0x95],0x0
	je      .L39
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],ecx
	mov     edx,ecx
.L39:
	mov     QWORD PTR [rsp+0xe0],rax
	cmp     DWORD PTR [rsp+0xc],0x7
	mov     DWORD PTR [rsp+0xa4],ecx
	jbe     .L40
	cmp     BYTE PTR [rsp+0x98],0x0
	jne     .L69
	mov     rsi,QWORD PTR [rsp+0x50]
	lea     rdi,[rsp+0xb8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,ebp
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	mov     ecx,DWORD PTR [rsp+0xa4]
	sbb     rdx,0x0
	jae     .L69
.L40:
	cmp     BYTE PTR [rsp+0x1f],0x0
	jne     .L41
	lea     rdi,[rsp+0xb8]
	mov     rsi,QWORD PTR [rsp+0xc8]
	mov     edx,DWORD PTR [rsp+0xa0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,ebp
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	mov     ecx,DWORD PTR [rsp+0xa4]
	sbb     rdx,0x0
	jb      .L43
.L41:
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     rsi,QWORD PTR [rax]
	mov     edx,DWORD PTR [rax+0x8]
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],ecx
	cmp     edx,0x3b9aca00
	je      .L42
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    rax,rax
	je      .L60
.L42:
	mov     esi,ebp
	mov     DWORD PTR [rsp+0x38],0x1
.L43:
	test    BYTE PTR [rsp+0x20],0x1
	jne     .L50
.L44:
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     rdx,QWORD PTR [rax]
	mov     ebp,DWORD PTR [rdi]
	inc     ebp
	mov     DWORD PTR [rdi],ebp
	imul    eax,ebp,0x9e3779b9
	xor     eax,r8d
	or      eax,0x1
	mov     DWORD PTR [rsp+0x8c],eax
	mov     DWORD PTR [rsp+0x18],ebp
	and     ebp,0xf
	sete    al
	mov     ecx,edx
	shr     cl,0x4
	test    cl,al
	jne     .L66
.L45:
	mov     eax,edx
	shr     al,0x4
	and     al,0x1
	test    dl,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x94],al
	mov     QWORD PTR [rsp+0x70],rbx
	test    al,al
	mov     QWORD PTR [rsp+0x20],rdx
	je      .L46
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],edx
	mov     QWORD PTR [rsp+0x60],rax
	mov     DWORD PTR [rsp+0x68],edx
	jmp     .L47
.L46:
	cmp     QWORD PTR [r14],rbx
	jne     .L47
	mov     eax,DWORD PTR [r14+0x8]
	inc     eax
	mov     DWORD PTR [r14+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x97],0x1
	setne   BYTE PTR [rsp+0x98]
.L47:
	and     r13d,0x10
	or      ebp,r13d
	jne     .L50
	mov     DWORD PTR [rsp+0xc],esi
	mov     rbp,r8
	mov     r13,rdi
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L67
.L48:
	mov     edi,0x1
	lea     rsi,[rsp+0x28]
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L78
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	test    rcx,rcx
	mov     r9d,0x0
	cmovle  rcx,r9
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,r9
	add     rax,rcx
	mov     rcx,QWORD PTR [rsp+0x20]
	shr     rcx,0x5
	mov     rdx,rax
	sub     rdx,rcx
	cmovb   rdx,r9
	cmp     rdx,0x2710
	mov     rdi,r13
	mov     r8,rbp
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	jb      .L50
	shl     rax,0x5
	mov     rcx,QWORD PTR [rsp+0x20]
	and     ecx,0x1f
	or      rcx,rax
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     QWORD PTR [rax],rcx
	test    BYTE PTR [rsp+0x18],0xf0
	jne     .L49
	mov     QWORD PTR [rsp+0x78],rax
.L49:
	lock or DWORD PTR [rbx],0x10
.L50:
	mov     eax,DWORD PTR [rsp+0x38]
	cmp     eax,0x2
	je      .L51
	cmp     eax,0x1
	jne     .L52
	mov     DWORD PTR [rsp+0xc],esi
	mov     rbp,r8
	mov     r13,rdi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     edx,DWORD PTR [rsp+0x68]
	cmp     edx,0x3b9aca00
	jne     .L56
	mov     BYTE PTR [rsp+0x99],0x0
	mov     rdi,r13
	mov     r8,rbp
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
	movzx   ebp,BYTE PTR [rsp+0xb]
	jmp     .L57
.L51:
	xor     edi,edi
	mov     DWORD PTR [rsp+0xc],esi
	mov     esi,0x4e20
	mov     rbp,r8
	mov     r13,r11
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	mov     r11,r13
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,rbp
	mov     rdi,QWORD PTR [rsp+0x10]
	movzx   ebp,BYTE PTR [rsp+0xb]
	jmp     .L57
.L52:
	mov     eax,0xff
	cmp     BYTE PTR [rsp+0x94],0x0
	movzx   ebp,BYTE PTR [rsp+0xb]
	jne     .L53
	mov     ecx,DWORD PTR [rsp+0x88]
	sub     ecx,0x8
	cmovb   ecx,r9d
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L53:
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
	mov     rax,QWORD PTR [rsp+0x78]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	mov     edx,0xffffffff
	je      .L58
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L55
	and     ecx,0xfffffff8
	nop     DWORD PTR [rax+rax*1+0x0]
.L54:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L54
	test    eax,eax
	je      .L57
	nop     DWORD PTR [rax]
.L55:
	pause
	dec     eax
	jne     .L55
	jmp     .L57
.L56:
	mov     rsi,QWORD PTR [rsp+0x60]
	mov     QWORD PTR [rsp+0x20],rax
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x18],ecx
	mov     DWORD PTR [rsp+0x30],ecx
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
	setb    BYTE PTR [rsp+0x99]
	cmp     rcx,0x3e8
	sbb     rdx,0x0
	mov     rdi,r13
	mov     r8,rbp
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
	movzx   ebp,BYTE PTR [rsp+0xb]
	jb      .L57
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     rcx,QWORD PTR [rsp+0x20]
	mov     QWORD PTR [rax],rcx
	mov     ecx,DWORD PTR [rsp+0x18]
	mov     DWORD PTR [rax+0x8],ecx
.L57:
	mov     rax,QWORD PTR [rsp+0x78]
.L58:
	test    rax,rax
	jne     .L65
.L59:
	mov     r13d,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x20],eax
	test    bpl,0x1
	je      .L19
	jmp     .L11
.L60:
	cmp     edx,0x249f0
	mov     esi,ebp
	mov     edx,0xffffffff
	jb      .L70
	mov     DWORD PTR [rsp+0x38],0x1
	test    BYTE PTR [rsp+0x20],0x1
	je      .L44
	jmp     .L50
.L61:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     r15,r10
	mov     DWORD PTR [rsp+0xc],esi
	call    r10
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10,r15
	xor     r9d,r9d
	lea     r8,[rsp+0x38]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    bpl,bpl
	je      .L64
	jmp     .L77
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L62:
	mov     BYTE PTR [rsp+0x95],0x1
	mov     DWORD PTR [rsp+0x90],0x0
	movzx   eax,BYTE PTR [rsp+0x97]
	mov     BYTE PTR [rsp+0x97],0x0
	cmp     al,0x1
	jne     .L63
	mov     BYTE PTR [rsp+0x98],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L63:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xac]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    bpl
	cmp     QWORD PTR [rsp+0x78],0x0
	mov     r13d,eax
	jne     .L61
	test    bpl,bpl
	jne     .L77
.L64:
	test    r13b,0x1
	je      .L62
	mov     BYTE PTR [rsp+0x96],0x1
	xor     r15d,r15d
	mov     DWORD PTR [rsp+0x18],0x0
	mov     ebp,DWORD PTR [rsp+0x88]
	test    ebp,ebp
	mov     QWORD PTR [rsp+0x10],rdi
	jne     .L33
	jmp     .L32
.L65:
	mov     rdi,r8
	mov     rbp,r8
	mov     r13,r11
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0xc]
	mov     r11,r13
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,rbp
	movzx   ebp,BYTE PTR [rsp+0xb]
	mov     rdi,QWORD PTR [rsp+0x10]
	jmp     .L59
.L66:
	mov     QWORD PTR [rsp+0x20],rdx
	mov     DWORD PTR [rsp+0xc],esi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0xb0]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jae     .L68
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x38]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	mov     rdx,QWORD PTR [rsp+0x20]
	jmp     .L45
.L67:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L48
.L68:
	mov     rdx,QWORD PTR [rsp+0x20]
	and     rdx,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0xb0]
	mov     QWORD PTR [rax],rdx
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x38]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	jmp     .L45
.L69:
	cmp     BYTE PTR [rsp+0x94],0x0
	mov     edx,0xffffffff
	jne     .L70
	cmp     BYTE PTR [rsp+0x97],0x0
	jne     .L70
	mov     rax,QWORD PTR [rsp+0x70]
	mov     QWORD PTR [r14],rax
	mov     DWORD PTR [r14+0x8],0x0
.L70:
	cmp     esi,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     ebp,[rcx+0x20]
	test    BYTE PTR [rsp+0x18],0x1
	cmovne  ebp,ecx
	mov     DWORD PTR [rsp+0x20],ebp
	mov     ecx,r13d
	shr     cl,0x3
	movzx   ebp,BYTE PTR [rsp+0xb]
	or      cl,bpl
	or      cl,al
	test    cl,0x1
	je      .L71
	mov     ecx,DWORD PTR [rsp+0x20]
	jmp     .L74
.L71:
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0xc],esi
	mov     DWORD PTR [rsp+0x30],esi
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L72
	mov     ecx,DWORD PTR [rsp+0x20]
	or      ecx,0x8
	mov     bpl,0x1
	jmp     .L73
.L72:
	mov     eax,r13d
	shr     eax,0x5
	cmp     eax,0x8
	mov     ecx,0x8
	cmovb   ecx,eax
	imul    esi,ecx,0x7a120
	test    eax,eax
	mov     eax,0x7a120
	cmove   esi,eax
	mov     ecx,DWORD PTR [rsp+0x20]
	mov     eax,ecx
	or      eax,0x8
	cmp     edx,esi
	setae   bpl
	cmovae  ecx,eax
.L73:
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x38]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0xc]
	mov     edx,0xffffffff
.L74:
	cmp     ecx,r13d
	je      .L75
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r13d,eax
	jne     .L10
.L75:
	mov     r15b,0x1
	test    cl,0x4
	mov     r13d,ecx
	jne     .L9
	mov     r15d,r13d
	mov     r12,rdi
	mov     r13d,esi
	cmp     esi,0x3b9aca00
	jne     .L76
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xd8],rax
	mov     r13d,edx
.L76:
	mov     edx,r15d
	movzx   r9d,bpl
	and     r9d,0x1
	inc     r9
	mov     eax,0xca
	mov     esi,0x89
	mov     rdi,rbx
	xor     r10d,r10d
	xor     r8d,r8d
	syscall
	mov     DWORD PTR [rsp+0x38],0x0
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     DWORD PTR [rsp+0x68],0x3b9aca00
	lea     rax,[rsp+0x70]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax+0x1a],xmm0
	mov     eax,DWORD PTR [rbx]
	mov     r15b,0x1
	mov     rdi,r12
	lea     r8,[rsp+0x38]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,r13d
	mov     r13d,eax
	mov     edx,0xffffffff
	jmp     .L9
.L77:
	add     rsp,0xe8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L78:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	lea     rsi,[rsp+0xb8]
	xor     edi,edi
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
.L79:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L1
.L80:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L2

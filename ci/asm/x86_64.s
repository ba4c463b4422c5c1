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
	movabs  rbp,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x40],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x78],xmm0
	movups  XMMWORD PTR [rsp+0x88],xmm0
	mov     DWORD PTR [rsp+0x98],0x0
	mov     BYTE PTR [rsp+0xa4],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x70],0x3b9aca00
	mov     WORD PTR [rsp+0xa5],0x0
	mov     QWORD PTR [rsp+0x9c],0x0
	mov     r13d,DWORD PTR [rdi]
	test    esi,esi
	je      .L2
	cmp     r13d,0x1f
	jbe     .L0
	xor     eax,eax
	jmp     .L1
.L0:
	mov     rax,rbx
	imul    rax,rbp
	shr     rax,0x3a
	shl     eax,0x6
	lea     rcx,[rip+REL] # <hintlock::spin::policy::HINTS>
	mov     rax,QWORD PTR [rcx+rax*1]
	test    al,0x11
	sete    al
.L1:
	mov     BYTE PTR [rsp+0xa2],0x1
	mov     BYTE PTR [rsp+0xa6],al
.L2:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x60]
	mov     rcx,QWORD PTR [rax]
	mov     r14,QWORD PTR [rax+0x8]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	test    r13b,0x10
	je      .L9
	cmp     rcx,rbx
	jne     .L9
	lea     r15,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [r15]
	test    rax,rax
	je      .L93
.L3:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb0],eax
	test    eax,eax
	jne     .L92
	mov     DWORD PTR [rsp+0x18],r13d
	mov     r12,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	xor     r13d,r13d
	test    r12,r12
	cmovle  r12,r13
	test    rax,rax
	cmovg   r13,rax
	mov     rax,QWORD PTR [r15]
	test    rax,rax
	je      .L94
.L4:
	lea     rsi,[rsp+0x28]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb0],eax
	test    eax,eax
	jne     .L92
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
	jae     .L6
	mov     rax,QWORD PTR [rsi]
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L5:
	cmp     rax,rdx
	mov     rdi,rdx
	cmovbe  rdi,rax
	lock cmpxchg QWORD PTR [rsi],rdi
	jne     .L5
.L6:
	xor     edx,edx
	mov     rax,rcx
	sub     rax,r14
	cmovae  rdx,rax
	mov     rax,QWORD PTR [rsi]
	cmp     rax,0xffffffffffffffff
	mov     r13d,DWORD PTR [rsp+0x18]
	je      .L7
	xor     esi,esi
	sub     rdx,rax
	cmovb   rdx,rsi
.L7:
	imul    rbp,rbx
	shr     rbp,0x3a
	mov     esi,ebp
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
	imul    rbp,rbx
	shr     rbp,0x3a
.L10:
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x50]
	mov     r14,rax
	shl     ebp,0x6
	add     rbp,QWORD PTR [rip+REL] # <GOT: ?>
	mov     QWORD PTR [rsp+0x38],rbp
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x98]
	mov     QWORD PTR [rsp+0xe0],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     rdi,rax
	lea     r8,[rsp+0x40]
	mov     esi,0x3b9aca00
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	xor     r15d,r15d
	xor     r12d,r12d
.L11:
	mov     eax,r12d
	mov     BYTE PTR [rsp+0x7],r12b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebp,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xc8],eax
	mov     DWORD PTR [rsp+0xcc],ebp
	and     ebp,0xffffffed
.L12:
	mov     DWORD PTR [rsp+0x18],0x0
	movzx   r12d,BYTE PTR [rsp+0x7]
	test    r12b,0x1
	je      .L23
.L13:
	test    r13b,0x1
	jne     .L18
	test    r15b,0x1
	je      .L58
	nop     WORD PTR [rax+rax*1+0x0]
.L14:
	mov     BYTE PTR [rsp+0xa1],0x1
	mov     DWORD PTR [rsp+0x98],0x0
	movzx   eax,BYTE PTR [rsp+0xa3]
	mov     BYTE PTR [rsp+0xa3],0x0
	cmp     al,0x1
	jne     .L15
	mov     BYTE PTR [rsp+0xa4],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L15:
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     r13d,eax
	jne     .L17
	test    r12b,r12b
	jne     .L91
.L16:
	test    r13b,0x1
	je      .L14
	jmp     .L19
.L17:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x8],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    r12b,r12b
	je      .L16
	jmp     .L91
	xchg    ax,ax
.L18:
	mov     eax,r15d
	test    r13b,0x4
	jne     .L22
	jmp     .L37
	xchg    ax,ax
.L19:
	cmp     r13d,0x1f
	jbe     .L20
	xor     eax,eax
	jmp     .L21
.L20:
	mov     rax,QWORD PTR [rsp+0x38]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L21:
	mov     BYTE PTR [rsp+0xa2],0x1
	mov     BYTE PTR [rsp+0xa6],al
	mov     al,0x1
	test    r13b,0x4
	je      .L37
.L22:
	test    al,0x1
	je      .L37
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xc8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L13
	jmp     .L91
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L23:
	test    r13b,0x1
	jne     .L35
	test    r15b,0x1
	je      .L28
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L24:
	test    r13b,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0xa1],0x1
	mov     DWORD PTR [rsp+0x98],0x0
	movzx   eax,BYTE PTR [rsp+0xa3]
	mov     BYTE PTR [rsp+0xa3],0x0
	cmp     al,0x1
	jne     .L25
	mov     BYTE PTR [rsp+0xa4],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L25:
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     r13d,eax
	jne     .L27
	test    r12b,r12b
	jne     .L91
.L26:
	test    r13b,0x1
	je      .L24
	jmp     .L32
.L27:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x8],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    r12b,r12b
	je      .L26
	jmp     .L91
	nop     DWORD PTR [rax+rax*1+0x0]
.L28:
	test    r13b,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0xa1],0x1
	mov     DWORD PTR [rsp+0x98],0x0
	cmp     BYTE PTR [rsp+0xa3],0x0
	mov     BYTE PTR [rsp+0xa3],0x0
	je      .L29
	mov     BYTE PTR [rsp+0xa4],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L29:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xcc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     r13d,eax
	jne     .L31
	test    r12b,r12b
	jne     .L91
.L30:
	test    r13b,0x1
	je      .L28
	jmp     .L32
.L31:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x8],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    r12b,r12b
	je      .L30
	jmp     .L91
.L32:
	cmp     r13d,0x1f
	jbe     .L33
	xor     eax,eax
	jmp     .L34
.L33:
	mov     rax,QWORD PTR [rsp+0x38]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L34:
	mov     BYTE PTR [rsp+0xa2],0x1
	mov     BYTE PTR [rsp+0xa6],al
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L35:
	test    r13b,0x4
	je      .L36
	test    r15b,0x1
	je      .L36
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xc8]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L23
	jmp     .L91
.L36:
	mov     eax,r15d
.L37:
	mov     DWORD PTR [rsp+0xc],eax
	mov     r12d,DWORD PTR [rsp+0x90]
	test    r12d,r12d
	mov     QWORD PTR [rsp+0x10],rdi
	jne     .L39
.L38:
	mov     DWORD PTR [rsp+0x8],esi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    al,al
	je      .L84
.L39:
	inc     r12d
	mov     DWORD PTR [rsp+0x90],r12d
	mov     eax,DWORD PTR [rsp+0x40]
	mov     ecx,DWORD PTR [rsp+0x98]
	inc     ecx
	cmove   ecx,edx
	mov     DWORD PTR [rsp+0x98],ecx
	test    eax,eax
	je      .L40
	cmp     eax,0x1
	jne     .L41
	cmp     BYTE PTR [rsp+0xa5],0x0
	jne     .L84
	mov     eax,DWORD PTR [rsp+0x9c]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0xa6],cl
	je      .L42
	inc     eax
	mov     DWORD PTR [rsp+0x9c],eax
	mov     BYTE PTR [rsp+0xa2],0x0
	mov     BYTE PTR [rsp+0xa6],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x40],0x0
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L70
.L40:
	mov     DWORD PTR [rsp+0xac],ecx
	movzx   edx,BYTE PTR [rsp+0xa0]
	movzx   eax,BYTE PTR [rsp+0xa2]
	mov     BYTE PTR [rsp+0xd0],al
	or      al,dl
	test    r12b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L50
	mov     BYTE PTR [rsp+0x27],dl
	mov     r12d,esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     QWORD PTR [rsp+0xb0],rax
	mov     DWORD PTR [rsp+0xb8],edx
	mov     edx,DWORD PTR [rsp+0x50]
	cmp     edx,0x3b9aca00
	jne     .L43
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],ecx
	mov     DWORD PTR [rsp+0xc0],ecx
	mov     QWORD PTR [rsp+0xd8],rax
	jmp     .L44
.L41:
	mov     eax,DWORD PTR [rsp+0x44]
	cmp     eax,0x3
	jae     .L84
	inc     eax
	mov     DWORD PTR [rsp+0x40],0x2
	mov     DWORD PTR [rsp+0x44],eax
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L70
.L42:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x40],rax
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L70
.L43:
	mov     DWORD PTR [rsp+0xc0],edx
	mov     rdx,QWORD PTR [rsp+0x48]
	mov     QWORD PTR [rsp+0xd8],rdx
.L44:
	mov     edx,DWORD PTR [rsp+0x60]
	cmp     edx,0x3b9aca00
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x40]
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,r12d
	jne     .L45
	mov     QWORD PTR [rsp+0x58],rax
	mov     DWORD PTR [rsp+0x60],ecx
	mov     edx,ecx
.L45:
	mov     QWORD PTR [rsp+0x68],rax
	mov     DWORD PTR [rsp+0x70],ecx
	cmp     BYTE PTR [rsp+0xa1],0x0
	mov     BYTE PTR [rsp+0xa1],0x0
	je      .L46
	mov     QWORD PTR [rsp+0x58],rax
	mov     DWORD PTR [rsp+0x60],ecx
	mov     edx,ecx
.L46:
	mov     QWORD PTR [rsp+0xf0],rax
	cmp     DWORD PTR [rsp+0xac],0x7
	mov     DWORD PTR [rsp+0xc4],ecx
	jbe     .L47
	cmp     BYTE PTR [rsp+0xa4],0x0
	jne     .L83
	mov     rsi,QWORD PTR [rsp+0x58]
	lea     rdi,[rsp+0xb0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,r12d
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	mov     ecx,DWORD PTR [rsp+0xc4]
	sbb     rdx,0x0
	jae     .L83
.L47:
	cmp     BYTE PTR [rsp+0xd0],0x0
	jne     .L48
	lea     rdi,[rsp+0xb0]
	mov     rsi,QWORD PTR [rsp+0xd8]
	mov     edx,DWORD PTR [rsp+0xc0]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,r12d
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	mov     ecx,DWORD PTR [rsp+0xc4]
	sbb     rdx,0x0
	jb      .L50
.L48:
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     rsi,QWORD PTR [rax]
	mov     edx,DWORD PTR [rax+0x8]
	mov     rax,QWORD PTR [rsp+0xf0]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],ecx
	cmp     edx,0x3b9aca00
	je      .L49
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    rax,rax
	je      .L56
.L49:
	mov     esi,r12d
	mov     DWORD PTR [rsp+0x40],0x1
.L50:
	test    BYTE PTR [rsp+0x18],0x1
	jne     .L70
.L51:
	mov     rax,QWORD PTR [rsp+0x38]
	mov     rdx,QWORD PTR [rax]
	mov     ecx,DWORD PTR [rdi]
	inc     ecx
	mov     DWORD PTR [rdi],ecx
	imul    eax,ecx,0x9e3779b9
	xor     eax,r8d
	or      eax,0x1
	mov     DWORD PTR [rsp+0x94],eax
	mov     DWORD PTR [rsp+0xac],ecx
	mov     r12d,ecx
	and     r12d,0xf
	sete    al
	mov     QWORD PTR [rsp+0x18],rdx
	mov     ecx,edx
	shr     cl,0x4
	test    cl,al
	mov     DWORD PTR [rsp+0x8],esi
	jne     .L63
	test    BYTE PTR [rsp+0x18],0x11
	je      .L65
.L52:
	mov     rax,QWORD PTR [rsp+0x38]
	mov     rax,QWORD PTR [rax+0x10]
	test    rax,rax
	mov     DWORD PTR [rsp+0xc],r12d
	je      .L54
	mov     QWORD PTR [rsp+0xd0],rax
	mov     r12,r8
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L81
.L53:
	mov     edi,0x1
	lea     rsi,[rsp+0x28]
	call    rax
	mov     DWORD PTR [rsp+0xb0],eax
	test    eax,eax
	jne     .L92
	mov     rax,QWORD PTR [rsp+0x28]
	mov     rcx,QWORD PTR [rsp+0x30]
	test    rax,rax
	mov     r9d,0x0
	cmovle  rax,r9
	imul    rax,rax,0x3b9aca00
	test    rcx,rcx
	cmovle  rcx,r9
	add     rcx,rax
	sub     rcx,QWORD PTR [rsp+0xd0]
	cmovb   rcx,r9
	cmp     rcx,0x4c4b40
	setae   BYTE PTR [rsp+0xa0]
	mov     QWORD PTR [rsp+0x78],rbx
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     r8,r12
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	mov     r12d,DWORD PTR [rsp+0xc]
	jae     .L55
	jmp     .L66
.L54:
	mov     BYTE PTR [rsp+0xa0],0x1
	mov     QWORD PTR [rsp+0x78],rbx
.L55:
	mov     r12,r8
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,r12
	mov     r12d,DWORD PTR [rsp+0xc]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     QWORD PTR [rsp+0x48],rax
	mov     DWORD PTR [rsp+0x50],edx
	mov     QWORD PTR [rsp+0x58],rax
	mov     DWORD PTR [rsp+0x60],edx
	mov     QWORD PTR [rsp+0x68],rax
	mov     DWORD PTR [rsp+0x70],edx
	jmp     .L67
.L56:
	cmp     edx,0x249f0
	mov     esi,r12d
	mov     edx,0xffffffff
	jb      .L84
	mov     DWORD PTR [rsp+0x40],0x1
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L70
.L57:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     rdi,r8
	mov     r12,r10
	mov     DWORD PTR [rsp+0x8],esi
	call    r10
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10,r12
	xor     r9d,r9d
	lea     r8,[rsp+0x40]
	mov     rdi,QWORD PTR [rsp+0x10]
	test    r15b,r15b
	je      .L60
	jmp     .L91
	nop     DWORD PTR [rax+0x0]
.L58:
	mov     BYTE PTR [rsp+0xa1],0x1
	mov     DWORD PTR [rsp+0x98],0x0
	movzx   eax,BYTE PTR [rsp+0xa3]
	mov     BYTE PTR [rsp+0xa3],0x0
	cmp     al,0x1
	jne     .L59
	mov     BYTE PTR [rsp+0xa4],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L59:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xcc]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r15b
	cmp     QWORD PTR [rsp+0x80],0x0
	mov     r13d,eax
	jne     .L57
	test    r15b,r15b
	jne     .L91
.L60:
	test    r13b,0x1
	je      .L58
	cmp     r13d,0x1f
	jbe     .L61
	xor     eax,eax
	jmp     .L62
.L61:
	mov     rax,QWORD PTR [rsp+0x38]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L62:
	mov     BYTE PTR [rsp+0xa2],0x1
	mov     BYTE PTR [rsp+0xa6],al
	xor     r15d,r15d
	mov     DWORD PTR [rsp+0xc],0x0
	mov     r12d,DWORD PTR [rsp+0x90]
	test    r12d,r12d
	mov     QWORD PTR [rsp+0x10],rdi
	jne     .L39
	jmp     .L38
.L63:
	mov     DWORD PTR [rsp+0xc],r12d
	mov     r12,r8
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0x38]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jb      .L64
	mov     rdx,QWORD PTR [rsp+0x18]
	and     rdx,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0x38]
	mov     QWORD PTR [rsp+0x18],rdx
	mov     QWORD PTR [rax],rdx
.L64:
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     r8,r12
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	mov     r12d,DWORD PTR [rsp+0xc]
	test    BYTE PTR [rsp+0x18],0x11
	jne     .L52
.L65:
	mov     BYTE PTR [rsp+0xa0],0x0
	mov     QWORD PTR [rsp+0x78],rbx
.L66:
	cmp     QWORD PTR [r14],rbx
	jne     .L67
	mov     eax,DWORD PTR [r14+0x8]
	inc     eax
	mov     DWORD PTR [r14+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0xa3],0x1
	setne   BYTE PTR [rsp+0xa4]
.L67:
	and     r13d,0x10
	or      r12d,r13d
	jne     .L70
	mov     r13,r8
	mov     r12,rdi
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L82
.L68:
	mov     edi,0x1
	lea     rsi,[rsp+0x28]
	call    rax
	mov     DWORD PTR [rsp+0xb0],eax
	test    eax,eax
	jne     .L92
	mov     rcx,QWORD PTR [rsp+0x28]
	mov     rax,QWORD PTR [rsp+0x30]
	test    rcx,rcx
	mov     r9d,0x0
	cmovle  rcx,r9
	imul    rcx,rcx,0x3b9aca00
	test    rax,rax
	cmovle  rax,r9
	add     rax,rcx
	mov     rcx,QWORD PTR [rsp+0x18]
	shr     rcx,0x5
	mov     rdx,rax
	sub     rdx,rcx
	cmovb   rdx,r9
	cmp     rdx,0x2710
	mov     rdi,r12
	mov     r8,r13
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	jb      .L70
	shl     rax,0x5
	mov     rcx,QWORD PTR [rsp+0x18]
	and     ecx,0x1f
	or      rcx,rax
	mov     rax,QWORD PTR [rsp+0x38]
	mov     QWORD PTR [rax],rcx
	test    BYTE PTR [rsp+0xac],0xf0
	jne     .L69
	mov     rax,QWORD PTR [rsp+0x38]
	mov     QWORD PTR [rsp+0x80],rax
.L69:
	lock or DWORD PTR [rbx],0x10
.L70:
	mov     eax,DWORD PTR [rsp+0x40]
	cmp     eax,0x2
	je      .L71
	cmp     eax,0x1
	jne     .L72
	mov     DWORD PTR [rsp+0x8],esi
	mov     r13,r8
	mov     r12,rdi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     edx,DWORD PTR [rsp+0x70]
	cmp     edx,0x3b9aca00
	jne     .L76
	mov     BYTE PTR [rsp+0xa5],0x0
	mov     rdi,r12
	mov     r8,r13
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	mov     edx,0xffffffff
	movzx   r12d,BYTE PTR [rsp+0x7]
	jmp     .L77
.L71:
	xor     edi,edi
	mov     DWORD PTR [rsp+0x8],esi
	mov     esi,0x4e20
	mov     r13,r8
	mov     r12,r11
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	mov     r11,r12
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,r13
	mov     rdi,QWORD PTR [rsp+0x10]
	movzx   r12d,BYTE PTR [rsp+0x7]
	jmp     .L77
.L72:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0xa0],0x0
	movzx   r12d,BYTE PTR [rsp+0x7]
	jne     .L73
	mov     ecx,DWORD PTR [rsp+0x90]
	sub     ecx,0x8
	cmovb   ecx,r9d
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L73:
	mov     ecx,DWORD PTR [rsp+0x94]
	mov     edx,ecx
	shl     edx,0xd
	xor     edx,ecx
	mov     ecx,edx
	shr     ecx,0x11
	xor     ecx,edx
	mov     edx,ecx
	shl     edx,0x5
	xor     edx,ecx
	mov     DWORD PTR [rsp+0x94],edx
	and     edx,eax
	mov     rax,QWORD PTR [rsp+0x80]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	mov     edx,0xffffffff
	je      .L78
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L75
	and     ecx,0xfffffff8
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L74:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L74
	test    eax,eax
	je      .L77
	nop     DWORD PTR [rax]
.L75:
	pause
	dec     eax
	jne     .L75
	jmp     .L77
.L76:
	mov     rsi,QWORD PTR [rsp+0x68]
	mov     QWORD PTR [rsp+0x18],rax
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0xc],ecx
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
	setb    BYTE PTR [rsp+0xa5]
	cmp     rcx,0x3e8
	sbb     rdx,0x0
	mov     rdi,r12
	mov     r8,r13
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	mov     edx,0xffffffff
	movzx   r12d,BYTE PTR [rsp+0x7]
	jb      .L77
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     rcx,QWORD PTR [rsp+0x18]
	mov     QWORD PTR [rax],rcx
	mov     ecx,DWORD PTR [rsp+0xc]
	mov     DWORD PTR [rax+0x8],ecx
.L77:
	mov     rax,QWORD PTR [rsp+0x80]
.L78:
	test    rax,rax
	jne     .L80
.L79:
	mov     r13d,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x18],eax
	test    r12b,0x1
	je      .L23
	jmp     .L13
.L80:
	mov     rdi,r8
	mov     r13,r8
	mov     r12,r11
	mov     DWORD PTR [rsp+0x8],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x8]
	mov     r11,r12
	movzx   r12d,BYTE PTR [rsp+0x7]
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,r13
	mov     rdi,QWORD PTR [rsp+0x10]
	jmp     .L79
.L81:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L53
.L82:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L68
.L83:
	test    BYTE PTR [rsp+0x27],0x1
	mov     edx,0xffffffff
	jne     .L84
	cmp     BYTE PTR [rsp+0xa3],0x0
	jne     .L84
	mov     rax,QWORD PTR [rsp+0x78]
	mov     QWORD PTR [r14],rax
	mov     DWORD PTR [r14+0x8],0x0
.L84:
	cmp     esi,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r12d,[rcx+0x20]
	test    BYTE PTR [rsp+0xc],0x1
	cmovne  r12d,ecx
	mov     DWORD PTR [rsp+0x18],r12d
	mov     ecx,r13d
	shr     cl,0x3
	movzx   r12d,BYTE PTR [rsp+0x7]
	or      cl,r12b
	or      cl,al
	test    cl,0x1
	je      .L85
	mov     ecx,DWORD PTR [rsp+0x18]
	jmp     .L88
.L85:
	mov     rax,QWORD PTR [rsp+0xe8]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x8],esi
	mov     DWORD PTR [rsp+0x30],esi
	lea     rdi,[rsp+0x28]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L86
	mov     ecx,DWORD PTR [rsp+0x18]
	or      ecx,0x8
	mov     r12b,0x1
	jmp     .L87
.L86:
	mov     eax,r13d
	shr     eax,0x5
	cmp     eax,0x8
	mov     ecx,0x8
	cmovb   ecx,eax
	imul    esi,ecx,0x7a120
	test    eax,eax
	mov     eax,0x7a120
	cmove   esi,eax
	mov     ecx,DWORD PTR [rsp+0x18]
	mov     eax,ecx
	or      eax,0x8
	cmp     edx,esi
	setae   r12b
	cmovae  ecx,eax
.L87:
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r8,[rsp+0x40]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x8]
	mov     edx,0xffffffff
.L88:
	cmp     ecx,r13d
	je      .L89
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r13d,eax
	jne     .L12
.L89:
	mov     r15b,0x1
	test    cl,0x4
	mov     r13d,ecx
	jne     .L11
	mov     r15d,r13d
	mov     r13,rdi
	mov     ebp,esi
	cmp     esi,0x3b9aca00
	jne     .L90
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xe8],rax
	mov     ebp,edx
.L90:
	mov     edx,r15d
	movzx   r9d,r12b
	and     r9d,0x1
	inc     r9
	mov     eax,0xca
	mov     esi,0x89
	mov     rdi,rbx
	xor     r10d,r10d
	xor     r8d,r8d
	syscall
	mov     DWORD PTR [rsp+0x40],0x0
	mov     DWORD PTR [rsp+0x50],0x3b9aca00
	mov     DWORD PTR [rsp+0x60],0x3b9aca00
	mov     DWORD PTR [rsp+0x70],0x3b9aca00
	lea     rax,[rsp+0x78]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax+0x1f],xmm0
	mov     eax,DWORD PTR [rbx]
	mov     r15b,0x1
	mov     rdi,r13
	mov     r13d,eax
	lea     r8,[rsp+0x40]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,ebp
	mov     edx,0xffffffff
	jmp     .L11
.L91:
	add     rsp,0xf8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L92:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	lea     rsi,[rsp+0xb0]
	xor     edi,edi
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
.L93:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L3
.L94:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L4

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
	jne     .L3
	mov     ecx,0x1
	xor     eax,eax
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     cl,0x1
	jne     .L3
.L1:
	mov     eax,ecx
	ret
.L2:
	mov     edx,eax
	or      edx,0x1
	lock cmpxchg DWORD PTR [rdi],edx
	je      .L1
.L3:
	test    al,0x9
	sete    cl
	je      .L2
	jmp     .L1

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
	movabs  rbp,0x9e3779b97f4a7c15
	mov     DWORD PTR [rsp+0x28],0x0
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rsp+0x60],xmm0
	movups  XMMWORD PTR [rsp+0x70],xmm0
	mov     DWORD PTR [rsp+0x80],0x0
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     WORD PTR [rsp+0x8d],0x0
	mov     QWORD PTR [rsp+0x84],0x0
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
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x8e],al
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
	je      .L88
.L3:
	lea     rsi,[rsp+0x98]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L87
	mov     DWORD PTR [rsp+0x18],r13d
	mov     r12,QWORD PTR [rsp+0x98]
	mov     rax,QWORD PTR [rsp+0xa0]
	xor     r13d,r13d
	test    r12,r12
	cmovle  r12,r13
	test    rax,rax
	cmovg   r13,rax
	mov     rax,QWORD PTR [r15]
	test    rax,rax
	je      .L89
.L4:
	lea     rsi,[rsp+0x98]
	mov     edi,0x1
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L87
	imul    rcx,r12,0x3b9aca00
	add     rcx,r13
	mov     rax,QWORD PTR [rsp+0x98]
	mov     rdx,QWORD PTR [rsp+0xa0]
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
	mov     QWORD PTR [rsp+0x90],rbp
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x98]
	mov     QWORD PTR [rsp+0xd0],rax
	mov     rax,QWORD PTR fs:0x0
	lea     rax,[rax-0x68]
	mov     rdi,rax
	lea     r8,[rsp+0x28]
	mov     esi,0x3b9aca00
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	xor     r15d,r15d
	xor     r12d,r12d
.L11:
	mov     eax,r12d
	mov     BYTE PTR [rsp+0x3],r12b
	not     al
	movzx   eax,al
	and     eax,0x1
	lea     ebp,[rax*8-0x19]
	lea     eax,[rax*8-0x1f]
	mov     DWORD PTR [rsp+0xb0],eax
	mov     DWORD PTR [rsp+0xb4],ebp
	and     ebp,0xffffffed
.L12:
	mov     DWORD PTR [rsp+0x18],0x0
	movzx   r12d,BYTE PTR [rsp+0x3]
	test    r12b,0x1
	je      .L23
.L13:
	test    r13b,0x1
	jne     .L18
	test    r15b,0x1
	je      .L69
	nop     WORD PTR [rax+rax*1+0x0]
.L14:
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	movzx   eax,BYTE PTR [rsp+0x8b]
	mov     BYTE PTR [rsp+0x8b],0x0
	cmp     al,0x1
	jne     .L15
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L15:
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     r13d,eax
	jne     .L17
	test    r12b,r12b
	jne     .L86
.L16:
	test    r13b,0x1
	je      .L14
	jmp     .L19
.L17:
	mov     QWORD PTR [rsp+0x8],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    r12b,r12b
	je      .L16
	jmp     .L86
	nop     DWORD PTR [rax+rax*1+0x0]
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
	mov     rax,QWORD PTR [rsp+0x90]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L21:
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x8e],al
	mov     al,0x1
	test    r13b,0x4
	je      .L37
.L22:
	test    al,0x1
	je      .L37
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L13
	jmp     .L86
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L23:
	test    r13b,0x1
	jne     .L35
	test    r15b,0x1
	je      .L28
	data16  data16 cs nop WORD PTR [rax+rax*1+0x0]
.L24:
	test    r13b,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	movzx   eax,BYTE PTR [rsp+0x8b]
	mov     BYTE PTR [rsp+0x8b],0x0
	cmp     al,0x1
	jne     .L25
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L25:
	lea     ecx,[r13-0x1f]
	and     ecx,ebp
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     r13d,eax
	jne     .L27
	test    r12b,r12b
	jne     .L86
.L26:
	test    r13b,0x1
	je      .L24
	jmp     .L32
.L27:
	mov     QWORD PTR [rsp+0x8],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    r12b,r12b
	je      .L26
	jmp     .L86
	nop     DWORD PTR [rax+rax*1+0x0]
.L28:
	test    r13b,0x8
	jne     .L35
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	cmp     BYTE PTR [rsp+0x8b],0x0
	mov     BYTE PTR [rsp+0x8b],0x0
	je      .L29
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L29:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb4]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r12b
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     r13d,eax
	jne     .L31
	test    r12b,r12b
	jne     .L86
.L30:
	test    r13b,0x1
	je      .L28
	jmp     .L32
.L31:
	mov     QWORD PTR [rsp+0x8],rdi
	mov     rdi,r8
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::end_sample>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    r12b,r12b
	je      .L30
	jmp     .L86
.L32:
	cmp     r13d,0x1f
	jbe     .L33
	xor     eax,eax
	jmp     .L34
.L33:
	mov     rax,QWORD PTR [rsp+0x90]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L34:
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x8e],al
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L35:
	test    r13b,0x4
	je      .L36
	test    r15b,0x1
	je      .L36
	mov     ecx,r13d
	and     ecx,0xfffffff9
	add     ecx,0xffffffe0
	and     ecx,DWORD PTR [rsp+0xb0]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r15b,0x1
	mov     r13d,eax
	jne     .L23
	jmp     .L86
.L36:
	mov     eax,r15d
.L37:
	mov     DWORD PTR [rsp+0x14],eax
	mov     r12d,DWORD PTR [rsp+0x78]
	test    r12d,r12d
	mov     QWORD PTR [rsp+0x8],rdi
	jne     .L39
.L38:
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    al,al
	je      .L79
.L39:
	inc     r12d
	mov     DWORD PTR [rsp+0x78],r12d
	mov     eax,DWORD PTR [rsp+0x28]
	mov     ecx,DWORD PTR [rsp+0x80]
	inc     ecx
	cmove   ecx,edx
	mov     DWORD PTR [rsp+0x80],ecx
	test    eax,eax
	je      .L40
	cmp     eax,0x1
	jne     .L41
	cmp     BYTE PTR [rsp+0x8d],0x0
	jne     .L79
	mov     eax,DWORD PTR [rsp+0x84]
	cmp     eax,0x3
	setb    cl
	test    BYTE PTR [rsp+0x8e],cl
	je      .L42
	inc     eax
	mov     DWORD PTR [rsp+0x84],eax
	mov     BYTE PTR [rsp+0x8a],0x0
	mov     BYTE PTR [rsp+0x8e],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x28],0x0
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L57
.L40:
	mov     DWORD PTR [rsp+0x4],ecx
	movzx   edx,BYTE PTR [rsp+0x88]
	movzx   eax,BYTE PTR [rsp+0x8a]
	mov     BYTE PTR [rsp+0x27],al
	or      al,dl
	test    r12b,0x3
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L50
	mov     BYTE PTR [rsp+0x26],dl
	mov     r12d,esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     QWORD PTR [rsp+0xb8],rax
	mov     DWORD PTR [rsp+0xc0],edx
	mov     edx,DWORD PTR [rsp+0x38]
	cmp     edx,0x3b9aca00
	jne     .L43
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],ecx
	mov     DWORD PTR [rsp+0xa8],ecx
	mov     QWORD PTR [rsp+0xc8],rax
	jmp     .L44
.L41:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	jae     .L79
	inc     eax
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L57
.L42:
	movabs  rax,0x100000002
	mov     QWORD PTR [rsp+0x28],rax
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L57
.L43:
	mov     DWORD PTR [rsp+0xa8],edx
	mov     rdx,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0xc8],rdx
.L44:
	mov     edx,DWORD PTR [rsp+0x48]
	cmp     edx,0x3b9aca00
	mov     rdi,QWORD PTR [rsp+0x8]
	lea     r8,[rsp+0x28]
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,r12d
	jne     .L45
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],ecx
	mov     edx,ecx
.L45:
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],ecx
	cmp     BYTE PTR [rsp+0x89],0x0
	mov     BYTE PTR [rsp+0x89],0x0
	je      .L46
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],ecx
	mov     edx,ecx
.L46:
	mov     QWORD PTR [rsp+0xe0],rax
	cmp     DWORD PTR [rsp+0x4],0x7
	mov     DWORD PTR [rsp+0xac],ecx
	jbe     .L47
	cmp     BYTE PTR [rsp+0x8c],0x0
	jne     .L78
	mov     rsi,QWORD PTR [rsp+0x40]
	lea     rdi,[rsp+0xb8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,r12d
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0x7d0
	mov     ecx,DWORD PTR [rsp+0xac]
	sbb     rdx,0x0
	jae     .L78
.L47:
	cmp     BYTE PTR [rsp+0x27],0x0
	jne     .L48
	lea     rdi,[rsp+0xb8]
	mov     rsi,QWORD PTR [rsp+0xc8]
	mov     edx,DWORD PTR [rsp+0xa8]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     esi,r12d
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	mov     ecx,DWORD PTR [rsp+0xac]
	sbb     rdx,0x0
	jb      .L50
.L48:
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     rsi,QWORD PTR [rax]
	mov     edx,DWORD PTR [rax+0x8]
	mov     rax,QWORD PTR [rsp+0xe0]
	mov     QWORD PTR [rsp+0x98],rax
	mov     DWORD PTR [rsp+0xa0],ecx
	cmp     edx,0x3b9aca00
	je      .L49
	lea     rdi,[rsp+0x98]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    rax,rax
	je      .L67
.L49:
	mov     esi,r12d
	mov     DWORD PTR [rsp+0x28],0x1
.L50:
	test    BYTE PTR [rsp+0x18],0x1
	jne     .L57
.L51:
	mov     rax,QWORD PTR [rsp+0x90]
	mov     rdx,QWORD PTR [rax]
	mov     r12d,DWORD PTR [rdi]
	inc     r12d
	mov     DWORD PTR [rdi],r12d
	imul    eax,r12d,0x9e3779b9
	xor     eax,r8d
	or      eax,0x1
	mov     DWORD PTR [rsp+0x7c],eax
	mov     DWORD PTR [rsp+0x14],r12d
	and     r12d,0xf
	sete    al
	mov     ecx,edx
	shr     cl,0x4
	test    cl,al
	jne     .L75
.L52:
	mov     eax,edx
	shr     al,0x4
	and     al,0x1
	test    dl,0x1
	movzx   eax,al
	mov     ecx,0x1
	cmovne  eax,ecx
	mov     BYTE PTR [rsp+0x88],al
	mov     QWORD PTR [rsp+0x60],rbx
	test    al,al
	mov     QWORD PTR [rsp+0x18],rdx
	je      .L53
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edx
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edx
	mov     QWORD PTR [rsp+0x50],rax
	mov     DWORD PTR [rsp+0x58],edx
	jmp     .L54
.L53:
	cmp     QWORD PTR [r14],rbx
	jne     .L54
	mov     eax,DWORD PTR [r14+0x8]
	inc     eax
	mov     DWORD PTR [r14+0x8],eax
	test    al,0x3
	mov     BYTE PTR [rsp+0x8b],0x1
	setne   BYTE PTR [rsp+0x8c]
.L54:
	and     r13d,0x10
	or      r12d,r13d
	jne     .L57
	mov     DWORD PTR [rsp+0x4],esi
	mov     r13,r8
	mov     r12,rdi
	lea     rax,[rip+REL] # <rustix::backend::vdso_wrappers::CLOCK_GETTIME>
	mov     rax,QWORD PTR [rax]
	test    rax,rax
	je      .L76
.L55:
	mov     edi,0x1
	lea     rsi,[rsp+0x98]
	call    rax
	mov     DWORD PTR [rsp+0xb8],eax
	test    eax,eax
	jne     .L87
	mov     rcx,QWORD PTR [rsp+0x98]
	mov     rax,QWORD PTR [rsp+0xa0]
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
	mov     esi,DWORD PTR [rsp+0x4]
	jb      .L57
	shl     rax,0x5
	mov     rcx,QWORD PTR [rsp+0x18]
	and     ecx,0x1f
	or      rcx,rax
	mov     rax,QWORD PTR [rsp+0x90]
	mov     QWORD PTR [rax],rcx
	test    BYTE PTR [rsp+0x14],0xf0
	jne     .L56
	mov     rax,QWORD PTR [rsp+0x90]
	mov     QWORD PTR [rsp+0x68],rax
.L56:
	lock or DWORD PTR [rbx],0x10
.L57:
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x2
	je      .L58
	cmp     eax,0x1
	jne     .L59
	mov     DWORD PTR [rsp+0x4],esi
	mov     r13,r8
	mov     r12,rdi
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     ecx,edx
	mov     edx,DWORD PTR [rsp+0x58]
	cmp     edx,0x3b9aca00
	jne     .L63
	mov     BYTE PTR [rsp+0x8d],0x0
	mov     rdi,r12
	mov     r8,r13
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x4]
	mov     edx,0xffffffff
	movzx   r12d,BYTE PTR [rsp+0x3]
	jmp     .L64
.L58:
	xor     edi,edi
	mov     DWORD PTR [rsp+0x4],esi
	mov     esi,0x4e20
	mov     r13,r8
	mov     r12,r11
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	mov     r11,r12
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,r13
	mov     rdi,QWORD PTR [rsp+0x8]
	movzx   r12d,BYTE PTR [rsp+0x3]
	jmp     .L64
.L59:
	mov     eax,0x3ff
	cmp     BYTE PTR [rsp+0x88],0x0
	movzx   r12d,BYTE PTR [rsp+0x3]
	jne     .L60
	mov     ecx,DWORD PTR [rsp+0x78]
	sub     ecx,0x8
	cmovb   ecx,r9d
	cmp     ecx,0x4
	mov     eax,0x4
	cmovae  ecx,eax
	mov     eax,0xffffffff
	shl     eax,cl
	not     eax
.L60:
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
	mov     rax,QWORD PTR [rsp+0x68]
	xor     ecx,ecx
	test    rax,rax
	sete    cl
	add     ecx,edx
	mov     edx,0xffffffff
	je      .L65
	mov     eax,ecx
	and     eax,0x7
	cmp     ecx,0x8
	jb      .L62
	and     ecx,0xfffffff8
	data16  data16 data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L61:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L61
	test    eax,eax
	je      .L64
	nop     DWORD PTR [rax]
.L62:
	pause
	dec     eax
	jne     .L62
	jmp     .L64
.L63:
	mov     rsi,QWORD PTR [rsp+0x50]
	mov     QWORD PTR [rsp+0x18],rax
	mov     QWORD PTR [rsp+0x98],rax
	mov     DWORD PTR [rsp+0x14],ecx
	mov     DWORD PTR [rsp+0xa0],ecx
	lea     rdi,[rsp+0x98]
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
	setb    BYTE PTR [rsp+0x8d]
	cmp     rcx,0x3e8
	sbb     rdx,0x0
	mov     rdi,r12
	mov     r8,r13
	mov     r9d,0x0
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x4]
	mov     edx,0xffffffff
	movzx   r12d,BYTE PTR [rsp+0x3]
	jb      .L64
	mov     rax,QWORD PTR [rsp+0xd0]
	mov     rcx,QWORD PTR [rsp+0x18]
	mov     QWORD PTR [rax],rcx
	mov     ecx,DWORD PTR [rsp+0x14]
	mov     DWORD PTR [rax+0x8],ecx
.L64:
	mov     rax,QWORD PTR [rsp+0x68]
.L65:
	test    rax,rax
	jne     .L74
.L66:
	mov     r13d,DWORD PTR [rbx]
	mov     al,0x1
	mov     DWORD PTR [rsp+0x18],eax
	test    r12b,0x1
	je      .L23
	jmp     .L13
.L67:
	cmp     edx,0x249f0
	mov     esi,r12d
	mov     edx,0xffffffff
	jb      .L79
	mov     DWORD PTR [rsp+0x28],0x1
	test    BYTE PTR [rsp+0x18],0x1
	je      .L51
	jmp     .L57
.L68:
	mov     QWORD PTR [rsp+0x8],rdi
	mov     rdi,r8
	mov     r12,r10
	mov     DWORD PTR [rsp+0x4],esi
	call    r10
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     r10,r12
	xor     r9d,r9d
	lea     r8,[rsp+0x28]
	mov     rdi,QWORD PTR [rsp+0x8]
	test    r15b,r15b
	je      .L71
	jmp     .L86
	nop     DWORD PTR [rax+0x0]
.L69:
	mov     BYTE PTR [rsp+0x89],0x1
	mov     DWORD PTR [rsp+0x80],0x0
	movzx   eax,BYTE PTR [rsp+0x8b]
	mov     BYTE PTR [rsp+0x8b],0x0
	cmp     al,0x1
	jne     .L70
	mov     BYTE PTR [rsp+0x8c],0x0
	mov     QWORD PTR [r14],0x0
	mov     DWORD PTR [r14+0x8],0x0
.L70:
	mov     ecx,r13d
	or      ecx,0x1
	and     ecx,DWORD PTR [rsp+0xb4]
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	sete    r15b
	cmp     QWORD PTR [rsp+0x68],0x0
	mov     r13d,eax
	jne     .L68
	test    r15b,r15b
	jne     .L86
.L71:
	test    r13b,0x1
	je      .L69
	cmp     r13d,0x1f
	jbe     .L72
	xor     eax,eax
	jmp     .L73
.L72:
	mov     rax,QWORD PTR [rsp+0x90]
	mov     rax,QWORD PTR [rax]
	test    al,0x11
	sete    al
.L73:
	mov     BYTE PTR [rsp+0x8a],0x1
	mov     BYTE PTR [rsp+0x8e],al
	xor     r15d,r15d
	mov     DWORD PTR [rsp+0x14],0x0
	mov     r12d,DWORD PTR [rsp+0x78]
	test    r12d,r12d
	mov     QWORD PTR [rsp+0x8],rdi
	jne     .L39
	jmp     .L38
.L74:
	mov     rdi,r8
	mov     r13,r8
	mov     r12,r11
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: <hintlock::spin::policy::SpinPhase>::note_poll>
	mov     edx,0xffffffff
	mov     esi,DWORD PTR [rsp+0x4]
	mov     r11,r12
	movzx   r12d,BYTE PTR [rsp+0x3]
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	xor     r9d,r9d
	mov     r8,r13
	mov     rdi,QWORD PTR [rsp+0x8]
	jmp     .L66
.L75:
	mov     QWORD PTR [rsp+0x18],rdx
	mov     DWORD PTR [rsp+0x4],esi
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::now_ns>
	mov     rcx,QWORD PTR [rsp+0x90]
	mov     rcx,QWORD PTR [rcx+0x8]
	sub     rax,rcx
	mov     ecx,0x0
	cmovae  rcx,rax
	cmp     rcx,0x2faf080
	jae     .L77
	mov     rdi,QWORD PTR [rsp+0x8]
	lea     r8,[rsp+0x28]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x4]
	mov     rdx,QWORD PTR [rsp+0x18]
	jmp     .L52
.L76:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L55
.L77:
	mov     rdx,QWORD PTR [rsp+0x18]
	and     rdx,0xffffffffffffffe3
	mov     rax,QWORD PTR [rsp+0x90]
	mov     QWORD PTR [rax],rdx
	mov     rdi,QWORD PTR [rsp+0x8]
	lea     r8,[rsp+0x28]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x4]
	jmp     .L52
.L78:
	test    BYTE PTR [rsp+0x26],0x1
	mov     edx,0xffffffff
	jne     .L79
	cmp     BYTE PTR [rsp+0x8b],0x0
	jne     .L79
	mov     rax,QWORD PTR [rsp+0x60]
	mov     QWORD PTR [r14],rax
	mov     DWORD PTR [r14+0x8],0x0
.L79:
	cmp     esi,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     r12d,[rcx+0x20]
	test    BYTE PTR [rsp+0x14],0x1
	cmovne  r12d,ecx
	mov     DWORD PTR [rsp+0x18],r12d
	mov     ecx,r13d
	shr     cl,0x3
	movzx   r12d,BYTE PTR [rsp+0x3]
	or      cl,r12b
	or      cl,al
	test    cl,0x1
	je      .L80
	mov     ecx,DWORD PTR [rsp+0x18]
	jmp     .L83
.L80:
	mov     rax,QWORD PTR [rsp+0xd8]
	mov     QWORD PTR [rsp+0x98],rax
	mov     DWORD PTR [rsp+0x4],esi
	mov     DWORD PTR [rsp+0xa0],esi
	lea     rdi,[rsp+0x98]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L81
	mov     ecx,DWORD PTR [rsp+0x18]
	or      ecx,0x8
	mov     r12b,0x1
	jmp     .L82
.L81:
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
.L82:
	mov     rdi,QWORD PTR [rsp+0x8]
	lea     r8,[rsp+0x28]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,DWORD PTR [rsp+0x4]
	mov     edx,0xffffffff
.L83:
	cmp     ecx,r13d
	je      .L84
	mov     eax,r13d
	lock cmpxchg DWORD PTR [rbx],ecx
	mov     r13d,eax
	jne     .L12
.L84:
	mov     r15b,0x1
	test    cl,0x4
	mov     r13d,ecx
	jne     .L11
	mov     r15d,r13d
	mov     r13,rdi
	mov     ebp,esi
	cmp     esi,0x3b9aca00
	jne     .L85
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0xd8],rax
	mov     ebp,edx
.L85:
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
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	lea     rax,[rsp+0x60]
	xorps   xmm0,xmm0
	movups  XMMWORD PTR [rax],xmm0
	movups  XMMWORD PTR [rax+0x10],xmm0
	movups  XMMWORD PTR [rax+0x1f],xmm0
	mov     eax,DWORD PTR [rbx]
	mov     r15b,0x1
	mov     rdi,r13
	mov     r13d,eax
	lea     r8,[rsp+0x28]
	xor     r9d,r9d
	lea     r10,[rip+REL] # <<hintlock::spin::policy::SpinPhase>::end_sample>
	lea     r11,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	mov     esi,ebp
	mov     edx,0xffffffff
	jmp     .L11
.L86:
	add     rsp,0xe8
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L87:
	lea     rdx,[rip+REL] # <anon.CONST>
	lea     r9,[rip+REL] # <anon.CONST>
	lea     rsi,[rsp+0xb8]
	xor     edi,edi
	xor     ecx,ecx
	call    QWORD PTR [rip+REL] # <GOT: core::panicking::assert_failed::<i32, i32>>
.L88:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L3
.L89:
	call    QWORD PTR [rip+REL] # <GOT: rustix::backend::vdso_wrappers::init_clock_gettime>
	jmp     .L4

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
	test    al,0x1
	sete    cl
	je      .L1
	jmp     .L0

== hintlock_probe_unlock
	xor     ecx,ecx
	mov     eax,0x1
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L0
	ret
.L0:
	xor     esi,esi
	jmp     <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	push    rbp
	push    r15
	push    r14
	push    r13
	push    r12
	push    rbx
	sub     rsp,0x48
	mov     DWORD PTR [rsp+0x1c],edx
	mov     QWORD PTR [rsp+0x38],rsi
	mov     r15,rdi
	mov     r12d,DWORD PTR [rdi]
	mov     DWORD PTR [rsp+0x2c],0x3b9aca00
	xor     r13d,r13d
	lea     rdi,[rsp+0x8]
	lea     r9,[rip+REL] # <<std::time::Instant>::elapsed>
	xor     r14d,r14d
	mov     r8d,0x3b9aca00
.L0:
	xor     edx,edx
.L1:
	test    dl,0x1
	je      .L10
.L2:
	test    r14b,0x1
	je      .L4
	xchg    ax,ax
.L3:
	test    r12b,0x1
	jne     .L5
	lea     eax,[r12-0xf]
	xor     ecx,ecx
	cmp     eax,0x10
	setb    cl
	lea     ecx,[rcx*8-0x3]
	and     ecx,eax
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12d,eax
	jne     .L3
	jmp     .L42
	xchg    ax,ax
.L4:
	test    r12b,0x1
	jne     .L5
	mov     ecx,r12d
	and     ecx,0xfffffffc
	inc     ecx
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12d,eax
	jne     .L4
	jmp     .L42
.L5:
	test    r12b,0x4
	je      .L18
	test    r14b,0x1
	je      .L18
	mov     eax,r12d
	and     eax,0xfffffffb
	add     eax,0xfffffff0
	mov     r14d,r12d
	and     r14d,0x3
	cmp     eax,0x10
	cmovae  r14d,eax
	cmp     r8d,0x3b9aca00
	jne     .L7
.L6:
	and     r14d,0xfffffff1
	mov     ebp,r14d
	jmp     .L9
	nop     DWORD PTR [rax]
.L7:
	mov     DWORD PTR [rsp],edx
	mov     QWORD PTR [rsp+0x20],r13
	mov     ebp,r14d
	and     ebp,0xfffffff9
	mov     rax,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0x8],rax
	mov     DWORD PTR [rsp+0x4],r8d
	mov     DWORD PTR [rsp+0x10],r8d
	mov     rbx,rdi
	mov     r13,r9
	call    r9
	test    rax,rax
	je      .L8
	mov     rdi,rbx
	mov     r9,r13
	mov     r13,QWORD PTR [rsp+0x20]
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,DWORD PTR [rsp]
	jmp     .L9
.L8:
	cmp     edx,0x7a11f
	mov     rdi,rbx
	mov     r9,r13
	mov     r13,QWORD PTR [rsp+0x20]
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,DWORD PTR [rsp]
	jbe     .L6
.L9:
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ebp
	mov     r14b,0x1
	mov     r12d,eax
	jne     .L2
	jmp     .L43
	nop     DWORD PTR [rax+0x0]
.L10:
	test    r14b,0x1
	je      .L12
	cs      nop WORD PTR [rax+rax*1+0x0]
.L11:
	test    r12b,0x1
	jne     .L13
	lea     eax,[r12-0xf]
	xor     ecx,ecx
	cmp     eax,0x10
	setb    cl
	lea     ecx,[rcx*8-0x3]
	and     ecx,eax
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12d,eax
	jne     .L11
	jmp     .L42
	xchg    ax,ax
.L12:
	test    r12b,0x1
	jne     .L13
	mov     ecx,r12d
	or      ecx,0x1
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ecx
	mov     r12d,eax
	jne     .L12
	jmp     .L42
	xchg    ax,ax
.L13:
	test    r12b,0x4
	je      .L18
	test    r14b,0x1
	je      .L18
	mov     eax,r12d
	and     eax,0xfffffffb
	add     eax,0xfffffff0
	mov     r14d,r12d
	and     r14d,0x3
	cmp     eax,0x10
	cmovae  r14d,eax
	cmp     r8d,0x3b9aca00
	jne     .L15
.L14:
	and     r14d,0xfffffff1
	mov     ebp,r14d
	jmp     .L17
	nop     DWORD PTR [rax]
.L15:
	mov     DWORD PTR [rsp],edx
	mov     QWORD PTR [rsp+0x20],r13
	mov     ebp,r14d
	and     ebp,0xfffffff9
	mov     rax,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0x8],rax
	mov     DWORD PTR [rsp+0x4],r8d
	mov     DWORD PTR [rsp+0x10],r8d
	mov     rbx,rdi
	mov     r13,r9
	call    r9
	test    rax,rax
	je      .L16
	mov     rdi,rbx
	mov     r9,r13
	mov     r13,QWORD PTR [rsp+0x20]
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,DWORD PTR [rsp]
	jmp     .L17
.L16:
	cmp     edx,0x7a11f
	mov     rdi,rbx
	mov     r9,r13
	mov     r13,QWORD PTR [rsp+0x20]
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,DWORD PTR [rsp]
	jbe     .L14
.L17:
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ebp
	mov     r14b,0x1
	mov     r12d,eax
	jne     .L10
	jmp     .L43
.L18:
	test    r14b,0x1
	jne     .L21
	mov     eax,r12d
	and     eax,0xc
	jne     .L21
	test    r13d,r13d
	mov     DWORD PTR [rsp+0x4],r8d
	je      .L19
	inc     r13d
	mov     eax,r13d
	and     eax,0xf
	cmp     eax,0x1
	jne     .L35
	mov     ebp,edx
	mov     rbx,r9
	jmp     .L20
.L19:
	mov     ebp,edx
	mov     rbx,r9
	mov     r13d,0x1
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L27
.L20:
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x8],rax
	mov     DWORD PTR [rsp+0x10],edx
	mov     ecx,DWORD PTR [rsp+0x2c]
	cmp     ecx,0x3b9aca00
	cmove   ecx,edx
	mov     rsi,QWORD PTR [rsp+0x40]
	cmove   rsi,rax
	lea     rdi,[rsp+0x8]
	mov     QWORD PTR [rsp+0x40],rsi
	mov     DWORD PTR [rsp+0x2c],ecx
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	mov     eax,0xf9f
	cmp     rax,rcx
	mov     eax,0x0
	sbb     rax,rdx
	mov     r9,rbx
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,ebp
	jae     .L35
.L21:
	cmp     DWORD PTR [rsp+0x1c],0x3b9aca00
	jne     .L28
.L22:
	mov     eax,r12d
	and     eax,0xfffffffd
	lea     esi,[rax+0x10]
	test    r14b,0x1
	cmovne  esi,eax
	cmp     r8d,0x3b9aca00
	jne     .L23
	lea     rdi,[rsp+0x8]
	jmp     .L26
.L23:
	mov     ebp,esi
	mov     DWORD PTR [rsp],edx
	mov     rax,QWORD PTR [rsp+0x30]
	mov     QWORD PTR [rsp+0x8],rax
	mov     DWORD PTR [rsp+0x4],r8d
	mov     DWORD PTR [rsp+0x10],r8d
	lea     rdi,[rsp+0x8]
	mov     rbx,r9
	call    r9
	test    rax,rax
	je      .L24
	mov     esi,ebp
	or      esi,0x8
	jmp     .L25
.L24:
	mov     esi,ebp
	mov     eax,ebp
	or      eax,0x8
	cmp     edx,0x7a120
	cmovae  esi,eax
.L25:
	lea     rdi,[rsp+0x8]
	mov     r9,rbx
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,DWORD PTR [rsp]
.L26:
	cmp     esi,r12d
	je      .L39
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],esi
	jne     .L34
	jmp     .L40
.L27:
	xor     r13d,r13d
	mov     r9,rbx
	mov     r8d,DWORD PTR [rsp+0x4]
	mov     edx,ebp
	cmp     DWORD PTR [rsp+0x1c],0x3b9aca00
	je      .L22
.L28:
	mov     DWORD PTR [rsp],edx
	mov     ebp,r8d
	mov     rbx,r9
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	cmp     rax,QWORD PTR [rsp+0x38]
	jne     .L29
	cmp     edx,DWORD PTR [rsp+0x1c]
	mov     r9,rbx
	mov     r8d,ebp
	mov     edx,DWORD PTR [rsp]
	jb      .L22
	jmp     .L30
.L29:
	mov     r9,rbx
	mov     r8d,ebp
	mov     edx,DWORD PTR [rsp]
	jl      .L22
.L30:
	mov     eax,r14d
	or      al,dl
	je      .L44
	test    r14b,0x1
	je      .L31
	lea     ecx,[r12-0x10]
	mov     eax,r12d
	and     eax,0x7
	cmp     ecx,0x10
	cmovae  eax,ecx
	jmp     .L32
.L31:
	mov     ecx,r12d
	mov     eax,r12d
	test    dl,0x1
	je      .L33
.L32:
	and     eax,0xfffffffd
	mov     ecx,eax
.L33:
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],ecx
	lea     rdi,[rsp+0x8]
	je      .L44
.L34:
	mov     r12d,eax
	jmp     .L1
.L35:
	mov     cl,0x1
	test    dl,0x1
	je      .L36
	lea     rdi,[rsp+0x8]
	jmp     .L38
.L36:
	test    r12b,0x2
	sete    al
	cmp     r12d,0x10
	setae   dl
	test    dl,al
	lea     rdi,[rsp+0x8]
	je      .L37
	mov     edx,r12d
	or      edx,0x2
	xor     r14d,r14d
	mov     eax,r12d
	lock cmpxchg DWORD PTR [r15],edx
	mov     edx,0x0
	mov     r12d,eax
	jne     .L1
	jmp     .L38
.L37:
	xor     ecx,ecx
.L38:
	pause
	mov     r12d,DWORD PTR [r15]
	xor     r14d,r14d
	mov     edx,ecx
	jmp     .L1
.L39:
	mov     esi,r12d
.L40:
	mov     rbp,r9
	mov     rbx,rdi
	cmp     r8d,0x3b9aca00
	jne     .L41
	mov     r14d,esi
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     esi,r14d
	mov     QWORD PTR [rsp+0x30],rax
	mov     r8d,edx
.L41:
	mov     rdi,r15
	mov     rdx,QWORD PTR [rsp+0x38]
	mov     ecx,DWORD PTR [rsp+0x1c]
	mov     r14d,r8d
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     r8d,r14d
	mov     r12d,DWORD PTR [r15]
	mov     r14b,0x1
	mov     rdi,rbx
	mov     r9,rbp
	jmp     .L0
.L42:
	mov     r14b,0x1
.L43:
	mov     eax,r14d
	add     rsp,0x48
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L44:
	xor     r14d,r14d
	jmp     .L43

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	mov     eax,DWORD PTR [rdi]
	test    esi,esi
	je      .L3
	jmp     .L1
	nop     DWORD PTR [rax+rax*1+0x0]
.L0:
	and     ecx,0xe
	lock cmpxchg DWORD PTR [rdi],ecx
	je      .L7
.L1:
	mov     ecx,eax
	cmp     eax,0xf
	jbe     .L0
	or      ecx,0x4
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L1
	jmp     .L6
	nop     DWORD PTR [rax+rax*1+0x0]
.L2:
	and     ecx,0xe
	lock cmpxchg DWORD PTR [rdi],ecx
	je      .L7
.L3:
	mov     ecx,eax
	cmp     eax,0x10
	jb      .L2
	test    al,0x8
	jne     .L4
	and     ecx,0x2
	mov     edx,eax
	and     edx,0xfffffff6
	mov     esi,ecx
	xor     esi,0x2
	or      esi,edx
	lock cmpxchg DWORD PTR [rdi],esi
	jne     .L3
	jmp     .L5
	nop     DWORD PTR [rax+rax*1+0x0]
.L4:
	or      ecx,0x4
	lock cmpxchg DWORD PTR [rdi],ecx
	jne     .L3
	jmp     .L6
.L5:
	test    ecx,ecx
	jne     .L7
.L6:
	mov     esi,0x1
	mov     edx,0x80
	jmp     QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
.L7:
	ret

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
	cmp     esi,0xf
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
	sub     rsp,0x98
	mov     DWORD PTR [rsp+0x1c],edx
	mov     QWORD PTR [rsp+0x80],rsi
	mov     DWORD PTR [rsp+0x28],0x0
	mov     QWORD PTR [rsp+0x60],0x0
	mov     QWORD PTR [rsp+0x66],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	mov     QWORD PTR [rsp+0x20],rdi
	mov     ebp,DWORD PTR [rdi]
	lea     rax,[rsp+0x28]
	inc     eax
	mov     QWORD PTR [rsp+0x90],rax
	mov     DWORD PTR [rsp+0x18],0x3b9aca00
	xor     ebx,ebx
	mov     QWORD PTR [rsp+0x10],0x0
.L0:
	mov     r14d,ebx
	mov     r13d,ebp
	mov     BYTE PTR [rsp+0xf],bl
	jmp     .L4
.L1:
	mov     DWORD PTR [rsp+0x28],0x1
.L2:
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::yield_now>
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L3:
	mov     rax,QWORD PTR [rsp+0x20]
	mov     r13d,DWORD PTR [rax]
.L4:
	test    r13b,0x1
	jne     .L5
	test    r13b,0x8
	sete    al
	or      al,r14b
	test    al,0x1
	je      .L5
	mov     BYTE PTR [rsp+0x6c],0x1
	lea     eax,[r13-0xf]
	mov     ecx,r13d
	or      ecx,0x1
	and     eax,0xfffffffd
	test    BYTE PTR [rsp+0x10],0x1
	cmove   eax,ecx
	mov     ecx,eax
	and     ecx,0xfffffff7
	test    r14b,0x1
	cmove   ecx,eax
	mov     DWORD PTR [rsp+0x68],0x0
	mov     eax,r13d
	mov     rdx,QWORD PTR [rsp+0x20]
	lock cmpxchg DWORD PTR [rdx],ecx
	je      .L31
	mov     r13d,eax
	test    r13b,0x1
	je      .L4
	mov     BYTE PTR [rsp+0x6d],0x1
	jmp     .L4
	nop     DWORD PTR [rax+0x0]
.L5:
	mov     ebp,r13d
	and     ebp,0x4
	shr     ebp,0x2
	and     bpl,BYTE PTR [rsp+0x10]
	jne     .L20
	mov     ebx,DWORD PTR [rsp+0x60]
	test    ebx,ebx
	jne     .L6
	call    QWORD PTR [rip+REL] # <GOT: hintlock::spin::policy::multi_cpu>
	test    al,al
	je      .L21
.L6:
	inc     ebx
	mov     DWORD PTR [rsp+0x60],ebx
	mov     r12d,DWORD PTR [rsp+0x68]
	inc     r12d
	mov     eax,0xffffffff
	cmove   r12d,eax
	mov     r14d,DWORD PTR [rsp+0x28]
	mov     DWORD PTR [rsp+0x68],r12d
	test    r14d,r14d
	setne   al
	movzx   r15d,BYTE PTR [rsp+0x6d]
	or      al,r15b
	mov     ecx,ebx
	and     ecx,0x3
	cmp     ecx,0x1
	sete    cl
	or      cl,al
	test    cl,0x1
	je      .L7
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     edi,edx
	mov     QWORD PTR [rsp+0x70],rax
	mov     DWORD PTR [rsp+0x78],edx
	mov     ebx,DWORD PTR [rsp+0x38]
	cmp     ebx,0x3b9aca00
	jne     .L11
	mov     QWORD PTR [rsp+0x30],rax
	mov     DWORD PTR [rsp+0x38],edi
	mov     ebx,edi
	mov     r9,rax
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	je      .L12
	jmp     .L13
.L7:
	movzx   r14d,BYTE PTR [rsp+0xf]
.L8:
	cmp     ebx,0x4
	mov     eax,0x4
	cmovae  ebx,eax
	mov     eax,DWORD PTR [rsp+0x64]
	test    eax,eax
	cmove   eax,DWORD PTR [rsp+0x90]
	mov     ecx,eax
	shl     ecx,0xd
	xor     ecx,eax
	mov     eax,ecx
	shr     eax,0x11
	xor     eax,ecx
	mov     edx,eax
	shl     edx,0x5
	mov     esi,0xffffffff
	mov     ecx,ebx
	shl     esi,cl
	xor     edx,eax
	mov     DWORD PTR [rsp+0x64],edx
	not     esi
	and     esi,edx
	lea     ecx,[rsi+0x1]
	mov     eax,ecx
	and     eax,0x7
	cmp     esi,0x7
	jb      .L10
	and     ecx,0xfffffff8
	data16  cs nop WORD PTR [rax+rax*1+0x0]
.L9:
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	pause
	add     ecx,0xfffffff8
	jne     .L9
	test    eax,eax
	je      .L3
	nop     DWORD PTR [rax]
.L10:
	pause
	dec     eax
	jne     .L10
	jmp     .L3
.L11:
	mov     r9,QWORD PTR [rsp+0x30]
	mov     ecx,DWORD PTR [rsp+0x48]
	cmp     ecx,0x3b9aca00
	jne     .L13
.L12:
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L13:
	mov     r8d,DWORD PTR [rsp+0x58]
	cmp     r8d,0x3b9aca00
	mov     rsi,QWORD PTR [rsp+0x50]
	cmove   rsi,rax
	mov     QWORD PTR [rsp+0x50],rax
	cmovne  edx,r8d
	mov     DWORD PTR [rsp+0x58],edi
	cmp     BYTE PTR [rsp+0x6c],0x0
	mov     BYTE PTR [rsp+0x6c],0x0
	je      .L14
	mov     QWORD PTR [rsp+0x40],rax
	mov     DWORD PTR [rsp+0x48],edi
	mov     ecx,edi
.L14:
	test    r14d,r14d
	je      .L15
	cmp     r14d,0x1
	jne     .L17
	lea     rdi,[rsp+0x70]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	mov     eax,0x1
	mov     esi,0x3e7
	cmp     rsi,rcx
	mov     ecx,0x0
	sbb     rcx,rdx
	movzx   r14d,BYTE PTR [rsp+0xf]
	jae     .L18
	jmp     .L21
.L15:
	cmp     r12d,0x7
	movzx   r14d,BYTE PTR [rsp+0xf]
	jbe     .L16
	mov     rsi,QWORD PTR [rsp+0x40]
	lea     rdi,[rsp+0x70]
	mov     edx,ecx
	mov     r12,r9
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r9,r12
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
	jb      .L21
.L16:
	test    r15b,0x1
	jne     .L1
	lea     rdi,[rsp+0x70]
	mov     rsi,r9
	mov     edx,ebx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     ecx,edx
	mov     edx,0x3b9aca00
	mul     rdx
	mov     ecx,ecx
	add     rcx,rax
	adc     rdx,0x0
	cmp     rcx,0xfa0
	sbb     rdx,0x0
	jae     .L1
	mov     eax,DWORD PTR [rsp+0x28]
	cmp     eax,0x2
	je      .L19
	cmp     eax,0x1
	je      .L2
	mov     ebx,DWORD PTR [rsp+0x60]
	jmp     .L8
.L17:
	mov     eax,DWORD PTR [rsp+0x2c]
	cmp     eax,0x3
	movzx   r14d,BYTE PTR [rsp+0xf]
	jae     .L21
	inc     eax
.L18:
	mov     DWORD PTR [rsp+0x28],0x2
	mov     DWORD PTR [rsp+0x2c],eax
.L19:
	xor     edi,edi
	mov     esi,0x4e20
	call    QWORD PTR [rip+REL] # <GOT: std::thread::functions::sleep>
	jmp     .L3
.L20:
	mov     eax,r13d
	and     eax,0xfffffff9
	add     eax,0xfffffff0
	mov     ecx,eax
	and     ecx,0xfffffff1
	jmp     .L23
.L21:
	cmp     DWORD PTR [rsp+0x1c],0x3b9aca00
	je      .L25
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	cmp     rax,QWORD PTR [rsp+0x80]
	jne     .L24
	cmp     edx,DWORD PTR [rsp+0x1c]
	jb      .L25
.L22:
	test    BYTE PTR [rsp+0x10],0x1
	je      .L32
	mov     eax,r13d
	and     eax,0xfffffffd
	add     eax,0xfffffff0
	mov     ecx,eax
	and     ecx,0xfffffff5
.L23:
	test    r14b,0x1
	cmove   ecx,eax
	mov     eax,r13d
	mov     rdx,QWORD PTR [rsp+0x20]
	lock cmpxchg DWORD PTR [rdx],ecx
	je      .L32
	mov     r13d,eax
	mov     al,0x1
	mov     QWORD PTR [rsp+0x10],rax
	jmp     .L4
.L24:
	jge     .L22
.L25:
	mov     edx,DWORD PTR [rsp+0x18]
	cmp     edx,0x3b9aca00
	sete    al
	mov     ecx,r13d
	and     ecx,0xfffffffd
	lea     ebp,[rcx+0x10]
	test    BYTE PTR [rsp+0x10],0x1
	cmovne  ebp,ecx
	mov     ecx,r13d
	shr     cl,0x3
	or      cl,r14b
	or      cl,al
	test    cl,0x1
	je      .L26
	mov     ebx,r14d
	jmp     .L28
.L26:
	mov     rax,QWORD PTR [rsp+0x88]
	mov     QWORD PTR [rsp+0x70],rax
	mov     DWORD PTR [rsp+0x78],edx
	lea     rdi,[rsp+0x70]
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::elapsed>
	test    rax,rax
	je      .L27
	or      ebp,0x8
	mov     bl,0x1
	jmp     .L28
.L27:
	mov     eax,ebp
	or      eax,0x8
	cmp     edx,0x7a120
	setae   bl
	cmovae  ebp,eax
.L28:
	cmp     ebp,r13d
	je      .L29
	mov     eax,r13d
	mov     rcx,QWORD PTR [rsp+0x20]
	lock cmpxchg DWORD PTR [rcx],ebp
	mov     r13d,eax
	jne     .L4
.L29:
	mov     al,0x1
	mov     QWORD PTR [rsp+0x10],rax
	test    bpl,0x4
	jne     .L0
	mov     edx,DWORD PTR [rsp+0x18]
	cmp     edx,0x3b9aca00
	jne     .L30
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x88],rax
.L30:
	mov     DWORD PTR [rsp+0x18],edx
	movzx   r9d,bl
	and     r9d,0x1
	inc     r9d
	mov     r14,QWORD PTR [rsp+0x20]
	mov     rdi,r14
	mov     esi,ebp
	mov     rdx,QWORD PTR [rsp+0x80]
	mov     ecx,DWORD PTR [rsp+0x1c]
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     DWORD PTR [rsp+0x28],0x0
	mov     DWORD PTR [rsp+0x38],0x3b9aca00
	mov     DWORD PTR [rsp+0x48],0x3b9aca00
	mov     DWORD PTR [rsp+0x58],0x3b9aca00
	lea     rax,[rsp+0x60]
	mov     QWORD PTR [rax],0x0
	mov     QWORD PTR [rax+0x6],0x0
	mov     ebp,DWORD PTR [r14]
	mov     al,0x1
	mov     QWORD PTR [rsp+0x10],rax
	jmp     .L0
.L31:
	mov     bpl,0x1
.L32:
	mov     eax,ebp
	add     rsp,0x98
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mov     eax,esi
	mov     ecx,0x2
	test    al,0x8
	jne     .L1
	nop     DWORD PTR [rax+rax*1+0x0]
.L0:
	cmp     eax,0x10
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
	jmp     QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wake>
.L2:
	ret

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mov     eax,esi
	data16  data16 data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L0:
	cmp     eax,0x10
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

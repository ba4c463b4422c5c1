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
	sub     rsp,0x48
	mov     r12d,DWORD PTR [rdi]
	mov     r11d,0x3b9aca00
	xor     r13d,r13d
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<std::time::Instant>::now>
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
	xor     ebp,ebp
.L0:
	xor     r14d,r14d
	mov     DWORD PTR [rsp+0x24],0x3b9aca00
.L1:
	mov     ebx,ebp
	mov     r15d,r12d
.L2:
	test    bl,0x1
	je      .L7
.L3:
	test    r13b,0x1
	je      .L5
.L4:
	test    r15b,0x1
	jne     .L6
	lea     ecx,[r15-0xf]
	and     ecx,0xfffffff5
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r15d,eax
	jne     .L4
	jmp     .L28
	xchg    ax,ax
.L5:
	test    r15b,0x1
	jne     .L6
	mov     ecx,r15d
	and     ecx,0xfffffff6
	inc     ecx
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r15d,eax
	jne     .L5
	jmp     .L28
	nop
.L6:
	mov     eax,r15d
	and     eax,0x4
	je      .L11
	test    r13b,0x1
	je      .L11
	mov     ecx,r15d
	and     ecx,0xfffffff1
	add     ecx,0xfffffff0
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r13b,0x1
	mov     r15d,eax
	jne     .L3
	jmp     .L29
	data16  data16 data16 cs nop WORD PTR [rax+rax*1+0x0]
.L7:
	test    r13b,0x1
	je      .L9
	cs      nop WORD PTR [rax+rax*1+0x0]
.L8:
	test    r15b,0x9
	jne     .L10
	lea     ecx,[r15-0xf]
	and     ecx,0xfffffff5
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r15d,eax
	jne     .L8
	jmp     .L28
	xchg    ax,ax
.L9:
	test    r15b,0x9
	jne     .L10
	mov     ecx,r15d
	or      ecx,0x1
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r15d,eax
	jne     .L9
	jmp     .L28
	nop     DWORD PTR [rax]
.L10:
	mov     eax,r15d
	and     eax,0x4
	je      .L11
	test    r13b,0x1
	je      .L11
	mov     ecx,r15d
	and     ecx,0xfffffff9
	add     ecx,0xfffffff0
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r13b,0x1
	mov     r15d,eax
	jne     .L7
	jmp     .L29
.L11:
	test    eax,eax
	mov     QWORD PTR [rsp+0x18],rsi
	mov     DWORD PTR [rsp+0xc],r11d
	jne     .L17
	mov     eax,r15d
	and     eax,0x8
	shr     eax,0x3
	mov     ecx,ebx
	not     cl
	test    cl,al
	jne     .L17
	test    r14d,r14d
	je      .L12
	inc     r14d
	mov     eax,r14d
	and     eax,0x3
	cmp     eax,0x1
	jne     .L14
	mov     r12,r9
	mov     QWORD PTR [rsp+0x10],rdi
	mov     DWORD PTR [rsp+0x8],edx
	jmp     .L13
.L12:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     DWORD PTR [rsp+0x8],edx
	mov     r14d,0x1
	mov     r12,r9
	mov     rbp,r10
	call    r9
	mov     r10,rbp
	test    al,al
	je      .L16
.L13:
	mov     rbp,r10
	call    r10
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],edx
	mov     ecx,DWORD PTR [rsp+0x24]
	cmp     ecx,0x3b9aca00
	cmove   ecx,edx
	mov     rsi,QWORD PTR [rsp+0x38]
	cmove   rsi,rax
	lea     rdi,[rsp+0x28]
	mov     QWORD PTR [rsp+0x38],rsi
	mov     DWORD PTR [rsp+0x24],ecx
	mov     edx,ecx
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::duration_since>
	mov     r10,rbp
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
	mov     edx,DWORD PTR [rsp+0x8]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     r9,r12
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
	jb      .L17
.L14:
	mov     r12,r8
	cmp     r14d,0x4
	mov     ecx,0x4
	cmovb   ecx,r14d
	mov     eax,0x1
	mov     rsi,QWORD PTR [rsp+0x18]
.L15:
	pause
	mov     r8d,eax
	shr     r8d,cl
	inc     eax
	test    r8d,r8d
	je      .L15
	mov     r15d,DWORD PTR [rdi]
	mov     r8,r12
	jmp     .L2
.L16:
	xor     r14d,r14d
	mov     edx,DWORD PTR [rsp+0x8]
	mov     rdi,QWORD PTR [rsp+0x10]
	mov     r9,r12
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
.L17:
	cmp     edx,0x3b9aca00
	jne     .L19
.L18:
	cmp     r11d,0x3b9aca00
	sete    al
	mov     ecx,r15d
	and     ecx,0xfffffffd
	lea     r12d,[rcx+0x10]
	test    r13b,0x1
	cmovne  r12d,ecx
	mov     ecx,r15d
	shr     cl,0x3
	or      cl,bl
	or      cl,al
	test    cl,0x1
	je      .L20
	mov     ebp,ebx
	mov     rsi,QWORD PTR [rsp+0x18]
	jmp     .L25
.L19:
	mov     r12,rdi
	mov     ebp,edx
	call    r10
	cmp     rax,QWORD PTR [rsp+0x18]
	jne     .L21
	mov     ecx,edx
	mov     edx,ebp
	cmp     ecx,ebp
	mov     rdi,r12
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
	jb      .L18
	jmp     .L22
.L20:
	mov     QWORD PTR [rsp+0x10],rdi
	mov     DWORD PTR [rsp+0x8],edx
	mov     rax,QWORD PTR [rsp+0x40]
	mov     QWORD PTR [rsp+0x28],rax
	mov     DWORD PTR [rsp+0x30],r11d
	lea     rdi,[rsp+0x28]
	call    r8
	test    rax,rax
	je      .L23
	or      r12d,0x8
	mov     bpl,0x1
	jmp     .L24
.L21:
	mov     edx,ebp
	mov     rdi,r12
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
	jl      .L18
.L22:
	test    r13b,0x1
	je      .L30
	mov     eax,r15d
	and     eax,0xfffffffd
	add     eax,0xfffffff0
	mov     ecx,eax
	and     ecx,0xfffffff5
	test    bl,0x1
	cmove   ecx,eax
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],ecx
	mov     r13b,0x1
	mov     r15d,eax
	mov     rsi,QWORD PTR [rsp+0x18]
	jne     .L2
	jmp     .L30
.L23:
	mov     eax,r12d
	or      eax,0x8
	cmp     edx,0x7a120
	setae   bpl
	cmovae  r12d,eax
.L24:
	mov     edx,DWORD PTR [rsp+0x8]
	mov     rsi,QWORD PTR [rsp+0x18]
	mov     rdi,QWORD PTR [rsp+0x10]
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,DWORD PTR [rsp+0xc]
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
.L25:
	cmp     r12d,r15d
	je      .L26
	mov     eax,r15d
	lock cmpxchg DWORD PTR [rdi],r12d
	mov     r15d,eax
	jne     .L2
.L26:
	mov     r13b,0x1
	test    r12b,0x4
	jne     .L1
	mov     r15,rdi
	mov     r13,rsi
	mov     ebx,edx
	mov     r14d,r11d
	cmp     r11d,0x3b9aca00
	jne     .L27
	call    QWORD PTR [rip+REL] # <GOT: <std::time::Instant>::now>
	mov     QWORD PTR [rsp+0x40],rax
	mov     r14d,edx
.L27:
	movzx   r9d,bpl
	and     r9d,0x1
	inc     r9d
	mov     rdi,r15
	mov     esi,r12d
	mov     rdx,r13
	mov     ecx,ebx
	mov     r8d,0x80
	call    QWORD PTR [rip+REL] # <GOT: hintlock::futex::linux::wait>
	mov     rdi,r15
	mov     rsi,r13
	mov     edx,ebx
	mov     r12d,DWORD PTR [r15]
	mov     r13b,0x1
	lea     r9,[rip+REL] # <hintlock::spin::policy::multi_cpu>
	lea     r10,[rip+REL] # <<std::time::Instant>::now>
	mov     r11d,r14d
	lea     r8,[rip+REL] # <<std::time::Instant>::elapsed>
	jmp     .L0
.L28:
	mov     r13b,0x1
.L29:
	mov     eax,r13d
	add     rsp,0x48
	pop     rbx
	pop     r12
	pop     r13
	pop     r14
	pop     r15
	pop     rbp
	ret
.L30:
	xor     r13d,r13d
	jmp     .L29

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

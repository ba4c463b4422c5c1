# target powerpc64le-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,0
	li      r6,1
.L0:
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    .L1
	stwcx.  r6,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r4,0
	beqlr
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	lwz     r5,0(r3)
	andi.   r4,r5,9
	li      r4,0
	beq     .L1
.L0:
	mr      r3,r4
	blr
.L1:
	cmplwi  r5,0
	bne     .L4
	li      r4,0
	li      r6,1
.L2:
	lwarx   r5,0,r3,1
	cmpw    r5,r4
	bne-    .L3
	stwcx.  r6,0,r3
	bne-    .L2
	isync
.L3:
	cmplwi  r5,0
	li      r4,1
	beq     .L0
.L4:
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	clrldi  r4,r5,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow+0x8>
	mr      r4,r3
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	mr      r3,r4
	blr

== hintlock_probe_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>

== hintlock_probe_unlock_fair
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	lwz     r4,0(r3)
	cmplwi  r4,31
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	beqlr
	addi    r4,r4,-1
	clrldi  r4,r4,32
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	.long   0x0
.L1:
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_contended
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	andi.   r5,r4,25
	mcrf    cr1,cr0
.L0:
	andi.   r5,r4,25
	bne     .L3
	ori     r5,r4,1
.L1:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r6,r4
	mr      r4,r6
	beqlr
	b       .L0
.L3:
	andi.   r4,r4,1
	li      r4,1
	crnand  4*cr5+lt,4*cr1+eq,gt
	isel    r4,0,r4,4*cr5+lt
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::try_lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r30,-16(r1)
	stdu    r1,-48(r1)
	li      r5,-26
	li      r6,1
	std     r0,64(r1)
.L0:
	andi.   r30,r4,9
	bne     .L3
	mr      r7,r4
	and     r8,r4,r5
	rlwimi  r8,r6,0,31,31
.L1:
	lwarx   r4,0,r3,1
	cmpw    r4,r7
	bne-    .L2
	stwcx.  r8,0,r3
	bne-    .L1
	isync
.L2:
	cmplw   r4,r7
	bne     .L0
	andi.   r4,r7,16
	bne     .L4
.L3:
	cmpwi   r30,0
	li      r3,0
	li      r4,1
	iseleq  r3,r4,r3
	addi    r1,r1,48
	ld      r0,16(r1)
	ld      r30,-16(r1)
	mtlr    r0
	blr
.L4:
	bl      <hintlock::spin::policy::try_taken+0x8>
	nop
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	std     r29,-24(r1)
	std     r30,-16(r1)
	stdu    r1,-64(r1)
	andi.   r5,r4,16
	std     r0,80(r1)
	bne     .L5
	li      r6,2
	andi.   r5,r4,8
	bne     .L3
.L0:
	cmplwi  cr1,r4,32
	andi.   r5,r4,10
	crorc   4*cr5+lt,4*cr1+lt,eq
	blt     cr5,.L4
	lwarx   r5,0,r3
	cmplw   r5,r4
	bne-    .L1
	ori     r4,r4,2
	crset   4*cr5+lt
	stwcx.  r4,0,r3
	bne-    .L1
	mr      r4,r5
	bge     cr5,.L0
	b       .L2
.L1:
	mr      r4,r5
	b       .L0
.L2:
	li      r6,1
.L3:
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake+0x8>
	nop
.L4:
	addi    r1,r1,64
	ld      r0,16(r1)
	ld      r30,-16(r1)
	ld      r29,-24(r1)
	mtlr    r0
	blr
.L5:
	mr      r30,r3
	mr      r29,r4
	bl      <hintlock::spin::policy::released+0x8>
	nop
	mr      r4,r29
	mr      r3,r30
	li      r6,2
	andi.   r5,r4,8
	beq     .L0
	b       .L3

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	nop
	nop
	nop
.L0:
	cmplwi  cr1,r4,32
	srwi    r5,r4,3
	andi.   r5,r5,1
	cror    4*cr5+lt,4*cr1+lt,gt
	blt     cr5,.L3
	ori     r5,r4,4
	lwsync
.L1:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L2
	stwcx.  r5,0,r3
	bne-    .L1
.L2:
	cmplw   r6,r4
	mr      r4,r6
	bne     .L0
	li      r4,1
	li      r5,128
	li      r6,1
	bl      <hintlock::futex::linux::wake+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L3:
	li      r5,1
	lwsync
.L4:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L4
	cmplwi  r4,1
	bne     .L5
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-432(r1)
	std     r0,448(r1)
	std     r30,416(r1)
	li      r5,272
	mr      r30,r3
	lis     r3,-25033
	xxlxor  vs0,vs0,vs0
	addi    r6,r1,136
	std     r29,408(r1)
	std     r14,288(r1)
	stvx    v31,r1,r5
	li      r5,56
	ori     r3,r3,31161
	std     r15,296(r1)
	std     r16,304(r1)
	std     r17,312(r1)
	std     r18,320(r1)
	andi.   r4,r4,1
	stxvd2x vs0,r6,r5
	li      r5,72
	rldic   r3,r3,32,0
	std     r19,328(r1)
	std     r20,336(r1)
	std     r21,344(r1)
	oris    r3,r3,32586
	stxvd2x vs0,r6,r5
	lis     r5,15258
	li      r6,0
	std     r22,352(r1)
	ori     r29,r3,31765
	ori     r3,r5,51712
	std     r23,360(r1)
	std     r24,368(r1)
	std     r25,376(r1)
	std     r26,384(r1)
	std     r27,392(r1)
	std     r28,400(r1)
	std     r31,424(r1)
	stw     r6,136(r1)
	stw     r6,224(r1)
	stb     r6,236(r1)
	sth     r6,237(r1)
	stw     r3,152(r1)
	stw     r3,168(r1)
	stw     r3,184(r1)
	std     r6,228(r1)
	lwz     r22,0(r30)
	ble     .L1
	cmplwi  cr1,r22,31
	crclr   eq
	bgt     cr1,.L0
	mulld   r3,r30,r29
	nop
	addi    r4,r2,-29888
	rotldi  r3,r3,6
	rldic   r3,r3,6,52
	ldx     r3,r4,r3
	andi.   r3,r3,17
.L0:
	li      r3,1
	li      r4,1
	stb     r3,234(r1)
	li      r3,0
	iseleq  r3,r4,r3
	stb     r3,238(r1)
.L1:
	srwi    r3,r22,4
	andi.   r3,r3,1
	nop
	crmove  4*cr2+lt,gt
	nop
	addi    r3,r13,-28616
	nop
	ld      r4,0(r3)
	ld      r28,8(r3)
	stxvd2x vs0,0,r3
	cmpd    r4,r30
	crand   4*cr5+lt,4*cr2+lt,eq
	bge     cr5,.L5
	addi    r4,r1,256
	li      r3,1
	bl      <0000008b.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,24(r1)
	cmplwi  r3,0
	bne-    .L91
	ld      r26,256(r1)
	ld      r27,264(r1)
	addi    r4,r1,256
	li      r3,1
	bl      <0000008b.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,24(r1)
	cmplwi  r3,0
	bne-    .L91
	lis     r3,15258
	sradi   r5,r27,63
	ld      r6,264(r1)
	ori     r4,r3,51712
	sradi   r3,r26,63
	andc    r5,r27,r5
	andc    r3,r26,r3
	mulld   r3,r3,r4
	add     r3,r3,r5
	ld      r5,256(r1)
	sradi   r7,r5,63
	andc    r5,r5,r7
	mulld   r4,r5,r4
	sradi   r5,r6,63
	andc    r5,r6,r5
	add     r4,r4,r5
	subfc   r5,r3,r4
	li      r4,0
	addze.  r6,r4
	iseleq  r6,0,r5
	nop
	addi    r5,r2,-32496
	ld      r7,0(r5)
	cmpld   r6,r7
	bge     .L3
.L2:
	ldarx   r7,0,r5
	cmpld   r7,r6
	blt     .L3
	stdcx.  r6,0,r5
	bne-    .L2
.L3:
	subfc   r6,r28,r3
	ld      r5,0(r5)
	addze.  r7,r4
	iseleq  r6,0,r6
	subfc   r7,r5,r6
	addze.  r8,r4
	iseleq  r4,r4,r7
	cmpdi   r5,-1
	mulld   r5,r30,r29
	iseleq  r8,r6,r4
	rotldi  r4,r5,6
	rldic   r6,r4,6,52
	nop
	addi    r7,r2,-29888
	cmpldi  r8,60
	add     r4,r7,r6
	ldx     r6,r7,r6
	li      r7,1
	blt     .L4
	clrldi  r8,r6,63
	andi.   r7,r6,2
	li      r7,2
	ori     r8,r8,2
	iseleq  r7,r8,r7
.L4:
	srdi    r27,r5,58
	andi.   r5,r6,28
	rldimi  r5,r7,0,62
	rldimi  r5,r3,5,0
	std     r5,0(r4)
	b       .L6
.L5:
	mulld   r3,r30,r29
	srdi    r27,r3,58
.L6:
	lis     r3,15258
	li      r20,-17
	li      r17,-25
	li      r31,1
	li      r24,0
	li      r21,2
	xxlxor  vs63,vs63,vs63
	crclr   4*cr2+so
	crclr   4*cr2+eq
	ori     r29,r3,51712
	addi    r3,r1,192
	std     r3,112(r1)
	nop
	mr      r23,r29
	nop
	addi    r3,r13,-28600
	nop
	nop
	addi    r4,r2,-29888
	mr      r28,r3
	sldi    r3,r27,6
	add     r27,r4,r3
	nop
	nop
	addi    r3,r13,-28672
	nop
	std     r3,120(r1)
	nop
	nop
	addi    r3,r13,-28624
	nop
	lis     r4,15258
	addi    r0,r1,136
	li      r5,-23
	li      r6,-31
	li      r7,-19
	li      r8,0
	li      r9,1
	li      r10,-1
	ori     r11,r4,51712
	lis     r4,-25033
	ori     r4,r4,31161
	stw     r4,132(r1)
	lis     r4,76
	ori     r12,r4,19263
	lis     r4,762
	ori     r25,r4,61568
	lis     r4,-32768
	ori     r4,r4,1
	rldic   r19,r4,1,31
	lis     r4,7
	ori     r26,r4,41248
.L7:
	cmpw    cr3,r23,r29
.L8:
	isel    r15,r17,r20,4*cr2+eq
	isel    r14,r6,r5,4*cr2+eq
	mr      r4,r22
	and     r18,r15,r7
.L9:
	crclr   4*cr3+lt
	mr      r16,r4
	bne     cr2,.L28
.L10:
	andi.   r4,r16,1
	bgt     .L25
	bns     cr2,.L17
	nop
	nop
	nop
.L11:
	lbz     r4,235(r1)
	stb     r31,233(r1)
	stw     r24,224(r1)
	andi.   r4,r4,1
	stb     r24,235(r1)
	ble     .L12
	stb     r24,236(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L12:
	addi    r4,r16,-31
	and     r4,r4,r18
.L13:
	lwarx   r22,0,r30,1
	cmpw    r22,r16
	bne-    .L14
	stwcx.  r4,0,r30
	bne-    .L13
	isync
.L14:
	ld      r4,200(r1)
	cmpldi  r4,0
	bne     .L16
	cmpw    r22,r16
	beq     .L89
.L15:
	mr      r16,r22
	andi.   r4,r22,1
	ble     .L11
	b       .L23
.L16:
	stw     r26,108(r1)
	mr      r26,r3
	mr      r3,r0
	std     r19,64(r1)
	mr      r21,r11
	mr      r19,r25
	mr      r25,r12
	mr      r20,r23
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r12,r25
	mr      r25,r19
	li      r10,-1
	li      r9,1
	ld      r19,64(r1)
	mr      r3,r26
	li      r8,0
	lwz     r26,108(r1)
	mr      r0,r23
	mr      r23,r20
	li      r20,-17
	mr      r11,r21
	li      r21,2
	cmpw    r22,r16
	bne     .L15
	b       .L89
	nop
	nop
	nop
.L17:
	lbz     r4,235(r1)
	stb     r31,233(r1)
	stw     r24,224(r1)
	andi.   r4,r4,1
	stb     r24,235(r1)
	ble     .L18
	stb     r24,236(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L18:
	ori     r4,r16,1
	and     r4,r4,r15
.L19:
	lwarx   r22,0,r30,1
	cmpw    r22,r16
	bne-    .L20
	stwcx.  r4,0,r30
	bne-    .L19
	isync
.L20:
	ld      r4,200(r1)
	cmpldi  r4,0
	bne     .L22
	cmpw    r22,r16
	beq     .L89
.L21:
	mr      r16,r22
	andi.   r4,r22,1
	ble     .L17
	b       .L23
.L22:
	stw     r26,108(r1)
	mr      r26,r3
	mr      r3,r0
	std     r19,64(r1)
	mr      r21,r11
	mr      r19,r25
	mr      r25,r12
	mr      r20,r23
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r12,r25
	mr      r25,r19
	li      r10,-1
	li      r9,1
	ld      r19,64(r1)
	mr      r3,r26
	li      r8,0
	lwz     r26,108(r1)
	mr      r0,r23
	mr      r23,r20
	li      r20,-17
	mr      r11,r21
	li      r21,2
	cmpw    r22,r16
	bne     .L21
	b       .L89
	nop
	nop
	nop
.L23:
	cmplwi  cr1,r22,31
	crclr   eq
	bgt     cr1,.L24
	ld      r4,0(r27)
	andi.   r4,r4,17
.L24:
	iseleq  r4,r9,r8
	mr      r16,r22
	stb     r31,234(r1)
	stb     r4,238(r1)
.L25:
	srwi    r4,r16,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L48
	rlwinm  r4,r16,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r14
.L26:
	lwarx   r5,0,r30,1
	cmpw    r5,r16
	bne-    .L27
	stwcx.  r4,0,r30
	bne-    .L26
	isync
.L27:
	cmplw   r5,r16
	mr      r16,r5
	bne     .L10
	b       .L89
	nop
.L28:
	mr      r22,r16
.L29:
	andi.   r4,r22,1
	bgt     .L42
	bns     cr2,.L36
.L30:
	andi.   r4,r22,8
	bne     .L42
	lbz     r4,235(r1)
	stb     r31,233(r1)
	stw     r24,224(r1)
	andi.   r4,r4,1
	stb     r24,235(r1)
	ble     .L31
	stb     r24,236(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L31:
	addi    r4,r22,-31
	and     r4,r4,r18
.L32:
	lwarx   r16,0,r30,1
	cmpw    r16,r22
	bne-    .L33
	stwcx.  r4,0,r30
	bne-    .L32
	isync
.L33:
	ld      r4,200(r1)
	cmpldi  r4,0
	bne     .L35
	cmpw    r16,r22
	beq     .L89
.L34:
	mr      r22,r16
	andi.   r4,r16,1
	ble     .L30
	b       .L46
.L35:
	addi    r4,r1,136
	stw     r26,108(r1)
	mr      r26,r3
	mr      r21,r11
	std     r19,64(r1)
	mr      r19,r25
	mr      r25,r12
	mr      r20,r23
	mr      r3,r4
	mr      r23,r0
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	mr      r12,r25
	mr      r25,r19
	li      r10,-1
	li      r9,1
	ld      r19,64(r1)
	mr      r3,r26
	li      r8,0
	lwz     r26,108(r1)
	mr      r0,r23
	mr      r23,r20
	li      r20,-17
	mr      r11,r21
	li      r21,2
	cmpw    r16,r22
	bne     .L34
	b       .L89
.L36:
	andi.   r4,r22,8
	bne     .L42
	lbz     r4,235(r1)
	stb     r31,233(r1)
	stw     r24,224(r1)
	andi.   r4,r4,1
	stb     r24,235(r1)
	ble     .L37
	stb     r24,236(r1)
	std     r24,0(r28)
	stw     r24,8(r28)
.L37:
	ori     r4,r22,1
	and     r4,r4,r15
.L38:
	lwarx   r16,0,r30,1
	cmpw    r16,r22
	bne-    .L39
	stwcx.  r4,0,r30
	bne-    .L38
	isync
.L39:
	ld      r4,200(r1)
	cmpldi  r4,0
	bne     .L41
	cmpw    r16,r22
	beq     .L89
.L40:
	mr      r22,r16
	andi.   r4,r16,1
	ble     .L36
	b       .L46
.L41:
	addi    r4,r1,136
	stw     r26,108(r1)
	mr      r26,r3
	std     r11,72(r1)
	mr      r17,r12
	std     r0,96(r1)
	mr      r3,r4
	bl      <<hintlock::spin::policy::SpinPhase>::end_sample+0x8>
	nop
	ld      r0,96(r1)
	ld      r11,72(r1)
	li      r10,-1
	li      r9,1
	mr      r3,r26
	lwz     r26,108(r1)
	li      r8,0
	mr      r12,r17
	cmpw    r16,r22
	bne     .L40
	b       .L89
.L42:
	mr      r16,r22
	srwi    r4,r16,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L48
.L43:
	rlwinm  r4,r16,0,31,28
	crset   4*cr2+so
	addi    r4,r4,-32
	and     r4,r4,r14
.L44:
	lwarx   r22,0,r30,1
	cmpw    r22,r16
	bne-    .L45
	stwcx.  r4,0,r30
	bne-    .L44
	isync
.L45:
	cmplw   r22,r16
	bne     .L29
	b       .L89
.L46:
	cmplwi  cr1,r16,31
	crclr   eq
	bgt     cr1,.L47
	ld      r4,0(r27)
	andi.   r4,r4,17
.L47:
	iseleq  r4,r9,r8
	stb     r31,234(r1)
	stb     r4,238(r1)
	srwi    r4,r16,2
	andi.   r4,r4,1
	crand   4*cr5+lt,gt,4*cr2+so
	blt     cr5,.L43
.L48:
	stw     r26,108(r1)
	lwz     r26,216(r1)
	cmplwi  r26,0
	bne     .L49
	mr      r22,r3
	mr      r17,r11
	mr      r21,r19
	mr      r19,r12
	mr      r20,r23
	mr      r23,r0
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	mr      r4,r3
	mr      r0,r23
	li      r10,-1
	li      r9,1
	mr      r23,r20
	li      r20,-17
	mr      r12,r19
	li      r8,0
	cmpldi  r4,0
	mr      r19,r21
	li      r21,2
	mr      r11,r17
	mr      r3,r22
	beq     .L79
.L49:
	lwz     r5,224(r1)
	addi    r4,r26,1
	stw     r4,216(r1)
	addi    r5,r5,1
	cmpwi   r5,0
	iseleq  r17,r10,r5
	lwz     r5,136(r1)
	cmplwi  r5,0
	stw     r17,224(r1)
	beq     .L50
	cmplwi  r5,1
	bne     .L51
	lbz     r4,237(r1)
	andi.   r4,r4,1
	bgt     .L79
	lbz     r4,238(r1)
	andi.   r4,r4,1
	lwz     r4,228(r1)
	cmplwi  cr1,r4,3
	crand   4*cr5+lt,gt,4*cr1+lt
	bge     cr5,.L52
	addi    r4,r4,1
	stb     r24,234(r1)
	stb     r24,238(r1)
	stw     r29,152(r1)
	stw     r29,168(r1)
	stw     r24,136(r1)
	stw     r4,228(r1)
	b       .L60
.L50:
	lbz     r5,234(r1)
	andi.   r5,r5,1
	lbz     r5,232(r1)
	crmove  4*cr2+lt,gt
	andi.   r5,r5,1
	crmove  4*cr2+gt,gt
	cror    4*cr5+lt,4*cr2+lt,gt
	andi.   r4,r4,3
	cror    4*cr5+lt,eq,4*cr5+lt
	bge     cr5,.L60
	std     r0,96(r1)
	std     r12,88(r1)
	std     r11,72(r1)
	std     r3,56(r1)
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r7,152(r1)
	mr      r6,r3
	std     r3,240(r1)
	mr      r22,r4
	stw     r22,248(r1)
	cmplw   r7,r29
	bne     .L53
	mr      r7,r22
	mr      r26,r6
	std     r6,144(r1)
	stw     r22,152(r1)
	b       .L54
.L51:
	lwz     r4,140(r1)
	cmplwi  r4,3
	bge     .L79
	addi    r4,r4,1
	stw     r21,136(r1)
	stw     r4,140(r1)
	b       .L60
.L52:
	std     r19,136(r1)
	b       .L60
.L53:
	ld      r26,144(r1)
.L54:
	lwz     r5,168(r1)
	ld      r3,56(r1)
	li      r8,0
	li      r9,1
	ld      r11,72(r1)
	ld      r12,88(r1)
	li      r10,-1
	ld      r0,96(r1)
	cmplw   r5,r29
	bne     .L55
	mr      r5,r22
	std     r6,160(r1)
	stw     r22,168(r1)
.L55:
	lbz     r4,233(r1)
	std     r6,176(r1)
	stw     r22,184(r1)
	andi.   r4,r4,1
	stb     r24,233(r1)
	ble     .L56
	std     r6,160(r1)
	stw     r22,168(r1)
	mr      r5,r22
.L56:
	cmplwi  r17,7
	ble     .L57
	lbz     r4,236(r1)
	andi.   r4,r4,1
	bgt     .L78
	ld      r4,160(r1)
	clrldi  r5,r5,32
	addi    r3,r1,240
	std     r6,48(r1)
	mr      r17,r26
	mr      r26,r7
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	ld      r11,72(r1)
	mr      r5,r3
	li      r10,-1
	li      r9,1
	clrldi  r4,r4,32
	ld      r0,96(r1)
	li      r8,0
	ld      r12,88(r1)
	ld      r3,56(r1)
	mr      r7,r26
	mr      r26,r17
	mulhdu  r6,r5,r11
	mulld   r5,r5,r11
	addc    r4,r5,r4
	addze.  r5,r6
	ld      r6,48(r1)
	cmpldi  cr1,r4,2000
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L78
.L57:
	blt     cr2,.L58
	clrldi  r5,r7,32
	addi    r3,r1,240
	mr      r4,r26
	mr      r17,r6
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	ld      r11,72(r1)
	mr      r5,r3
	li      r10,-1
	li      r9,1
	clrldi  r4,r4,32
	ld      r0,96(r1)
	li      r8,0
	ld      r12,88(r1)
	ld      r3,56(r1)
	mulhdu  r6,r5,r11
	mulld   r5,r5,r11
	addc    r4,r5,r4
	addze.  r5,r6
	mr      r6,r17
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L60
.L58:
	ld      r5,120(r1)
	std     r6,256(r1)
	stw     r22,264(r1)
	ld      r4,0(r5)
	lwz     r5,8(r5)
	cmplw   r5,r29
	beq     .L59
	addi    r3,r1,256
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r5,r3
	ld      r0,96(r1)
	li      r10,-1
	li      r9,1
	ld      r12,88(r1)
	ld      r11,72(r1)
	li      r8,0
	ld      r3,56(r1)
	cmpldi  r5,0
	bne     .L59
	srwi    r4,r4,4
	cmplwi  r4,9375
	blt     .L79
.L59:
	stw     r31,136(r1)
.L60:
	lwz     r26,108(r1)
	blt     cr3,.L69
	mr      r1,r1
	ld      r7,0(r27)
	lwz     r4,0(r3)
	addi    r17,r4,1
	lwz     r6,132(r1)
	srdi    r5,r7,4
	mullw   r4,r17,r6
	andi.   r22,r17,15
	stw     r17,0(r3)
	mcrf    cr1,cr0
	xor     r4,r4,r0
	ori     r4,r4,1
	stw     r4,220(r1)
	andi.   r4,r5,1
	crand   4*cr5+lt,gt,4*cr1+eq
	blt     cr5,.L76
.L61:
	andi.   r4,r7,17
	std     r25,80(r1)
	std     r7,72(r1)
	std     r0,96(r1)
	beq     .L62
	ld      r21,16(r27)
	cmpldi  r21,0
	beq     .L64
	stw     r22,88(r1)
	mr      r22,r26
	mr      r26,r3
	addi    r4,r1,256
	li      r3,1
	mr      r25,r19
	mr      r19,r12
	mr      r20,r11
	bl      <0000008b.plt_call.clock_gettime@@GLIBC_2.17>
	ld      r2,24(r1)
	cmplwi  r3,0
	bne-    .L91
	ld      r3,256(r1)
	ld      r4,264(r1)
	li      r8,0
	li      r9,1
	ld      r0,96(r1)
	mr      r11,r20
	li      r10,-1
	std     r30,192(r1)
	mr      r12,r19
	sradi   r5,r3,63
	andc    r3,r3,r5
	sradi   r5,r4,63
	mulld   r3,r3,r20
	andc    r4,r4,r5
	li      r20,-17
	add     r3,r3,r4
	subfc   r3,r21,r3
	addze.  r4,r24
	iseleq  r3,0,r3
	subfc   r4,r3,r19
	cmpld   r3,r19
	mr      r3,r26
	mr      r26,r22
	lwz     r22,88(r1)
	subfe   r4,r19,r19
	mr      r19,r25
	neg     r4,r4
	stb     r4,232(r1)
	ble     .L63
	b       .L65
.L62:
	stb     r24,232(r1)
	std     r30,192(r1)
.L63:
	ld      r4,0(r28)
	cmpld   r4,r30
	bne     .L66
	lwz     r4,8(r28)
	stb     r31,235(r1)
	addi    r4,r4,1
	stw     r4,8(r28)
	clrlwi  r4,r4,30
	cntlzw  r4,r4
	srwi    r4,r4,5
	xori    r4,r4,1
	stb     r4,236(r1)
	b       .L66
.L64:
	ld      r0,96(r1)
	li      r20,-17
	stb     r31,232(r1)
	std     r30,192(r1)
.L65:
	std     r19,64(r1)
	stw     r26,108(r1)
	mr      r26,r3
	mr      r21,r11
	mr      r25,r12
	mr      r19,r17
	mr      r17,r22
	mr      r22,r23
	mr      r23,r0
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r0,r23
	mr      r23,r22
	li      r10,-1
	li      r9,1
	mr      r22,r17
	mr      r17,r19
	li      r8,0
	stw     r4,152(r1)
	ld      r19,64(r1)
	mr      r5,r3
	std     r5,144(r1)
	std     r5,160(r1)
	mr      r3,r26
	lwz     r26,108(r1)
	stw     r4,168(r1)
	std     r5,176(r1)
	mr      r12,r25
	mr      r11,r21
	stw     r4,184(r1)
.L66:
	rlwinm  r4,r16,0,27,27
	ld      r25,80(r1)
	li      r21,2
	or.     r4,r22,r4
	bne     .L69
	ld      r4,72(r1)
	mr      r22,r26
	std     r12,88(r1)
	mr      r26,r3
	mr      r3,r27
	mr      r16,r11
	bl      <hintlock::spin::policy::wants_sample+0x8>
	nop
	andi.   r3,r3,1
	crmove  4*cr5+lt,gt
	andi.   r3,r17,240
	crnand  4*cr5+gt,eq,4*cr5+lt
	bgt     cr5,.L67
	ld      r12,88(r1)
	ld      r0,96(r1)
	li      r8,0
	li      r9,1
	mr      r3,r26
	li      r10,-1
	mr      r11,r16
	std     r27,200(r1)
	mr      r26,r22
	b       .L68
.L67:
	ld      r12,88(r1)
	ld      r0,96(r1)
	li      r8,0
	li      r9,1
	mr      r3,r26
	li      r10,-1
	mr      r11,r16
	mr      r26,r22
	bge     cr5,.L69
.L68:
	lwarx   r4,0,r30
	ori     r4,r4,16
	stwcx.  r4,0,r30
	bne-    .L68
.L69:
	lwz     r4,136(r1)
	cmplwi  r4,0
	beq     .L70
	cmplwi  r4,2
	mr      r16,r26
	bne     .L71
	mr      r26,r3
	li      r3,0
	li      r4,20000
	mr      r22,r11
	mr      r21,r19
	mr      r19,r12
	mr      r17,r23
	mr      r23,r0
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r0,r23
	mr      r23,r17
	li      r10,-1
	li      r9,1
	mr      r12,r19
	mr      r19,r21
	li      r21,2
	li      r8,0
	mr      r11,r22
	mr      r3,r26
	mr      r26,r16
	b       .L73
.L70:
	lwz     r4,220(r1)
	slwi    r5,r4,13
	xor     r4,r5,r4
	srwi    r5,r4,17
	xor     r4,r5,r4
	slwi    r5,r4,5
	xor     r4,r5,r4
	stw     r4,220(r1)
	b       .L73
.L71:
	std     r12,88(r1)
	mr      r22,r0
	mr      r26,r11
	mr      r17,r3
	bl      <std::thread::functions::yield_now+0x8>
	nop
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r5,184(r1)
	cmplw   r5,r29
	bne     .L72
	ld      r12,88(r1)
	stb     r24,237(r1)
	mr      r3,r17
	li      r8,0
	li      r9,1
	li      r10,-1
	mr      r11,r26
	mr      r26,r16
	mr      r0,r22
	b       .L73
.L72:
	mr      r6,r4
	ld      r4,176(r1)
	std     r3,56(r1)
	std     r3,256(r1)
	addi    r3,r1,256
	std     r6,72(r1)
	stw     r6,264(r1)
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r26
	mulld   r3,r3,r26
	li      r9,1
	li      r8,0
	clrldi  r4,r4,32
	ld      r12,88(r1)
	li      r10,-1
	mr      r11,r26
	mr      r26,r16
	mr      r0,r22
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr6,r3,999
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	crand   4*cr5+gt,4*cr1+eq,4*cr6+gt
	cmpldi  cr1,r3,1000
	crnor   4*cr5+lt,4*cr5+gt,4*cr5+lt
	isel    r3,0,r9,4*cr5+lt
	crand   4*cr5+gt,eq,4*cr1+lt
	stb     r3,237(r1)
	mr      r3,r17
	bgt     cr5,.L73
	ld      r4,120(r1)
	ld      r5,56(r1)
	std     r5,0(r4)
	ld      r5,72(r1)
	stw     r5,8(r4)
.L73:
	ld      r4,200(r1)
	cmpldi  r4,0
	bne     .L75
.L74:
	lwz     r16,0(r30)
	crset   4*cr3+lt
	beq     cr2,.L10
	b       .L28
.L75:
	addi    r4,r1,136
	mr      r17,r26
	mr      r26,r3
	mr      r22,r11
	mr      r21,r19
	mr      r19,r12
	mr      r16,r23
	mr      r23,r0
	mr      r3,r4
	bl      <<hintlock::spin::policy::SpinPhase>::note_poll+0x8>
	nop
	mr      r0,r23
	mr      r23,r16
	li      r10,-1
	li      r9,1
	mr      r12,r19
	mr      r19,r21
	li      r21,2
	li      r8,0
	mr      r11,r22
	mr      r3,r26
	mr      r26,r17
	b       .L74
.L76:
	mr      r21,r22
	mr      r22,r7
	stw     r26,108(r1)
	std     r19,64(r1)
	std     r12,88(r1)
	std     r11,72(r1)
	mr      r19,r0
	mr      r26,r3
	bl      <hintlock::spin::policy::now_ns+0x8>
	nop
	ld      r4,8(r27)
	mr      r5,r27
	subfc   r3,r4,r3
	addze.  r4,r24
	mr      r4,r25
	iseleq  r3,r24,r3
	cmpld   r3,r25
	bge     .L77
	mr      r3,r26
	mr      r0,r19
	li      r20,-17
	li      r8,0
	ld      r11,72(r1)
	ld      r12,88(r1)
	li      r9,1
	li      r10,-1
	ld      r19,64(r1)
	lwz     r26,108(r1)
	mr      r25,r4
	mr      r27,r5
	mr      r7,r22
	mr      r22,r21
	b       .L61
.L77:
	rldicl  r3,r22,59,3
	mr      r0,r19
	li      r20,-17
	li      r8,0
	mr      r27,r5
	li      r9,1
	li      r10,-1
	mr      r25,r4
	rotldi  r7,r3,5
	mr      r3,r26
	std     r7,0(r5)
	mr      r22,r21
	ld      r11,72(r1)
	ld      r12,88(r1)
	ld      r19,64(r1)
	lwz     r26,108(r1)
	b       .L61
.L78:
	lbz     r4,235(r1)
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+gt,gt
	blt     cr5,.L79
	ld      r4,192(r1)
	stw     r24,8(r28)
	std     r4,0(r28)
.L79:
	bge     cr3,.L80
	mr      r2,r2
.L80:
	rlwinm  r4,r16,0,31,29
	li      r17,-25
	addi    r5,r4,32
	isel    r22,r4,r5,4*cr2+so
	srwi    r4,r16,3
	andi.   r4,r4,1
	cror    4*cr5+lt,4*cr2+eq,gt
	cror    4*cr5+gt,4*cr5+lt,4*cr3+eq
	crclr   4*cr5+lt
	ble     cr5,.L81
	lwz     r26,108(r1)
	li      r5,-23
	li      r6,-31
	li      r7,-19
	b       .L84
.L81:
	mr      r26,r3
	ld      r3,40(r1)
	std     r0,96(r1)
	std     r12,88(r1)
	std     r11,72(r1)
	stw     r23,264(r1)
	std     r3,256(r1)
	addi    r3,r1,256
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L82
	mr      r3,r26
	ld      r11,72(r1)
	crset   4*cr5+lt
	li      r5,-23
	ld      r12,88(r1)
	lwz     r26,108(r1)
	li      r6,-31
	li      r7,-19
	ori     r22,r22,8
	li      r8,0
	li      r9,1
	li      r10,-1
	b       .L83
.L82:
	srwi.   r3,r16,5
	li      r5,8
	ld      r11,72(r1)
	li      r6,-31
	ld      r12,88(r1)
	li      r7,-19
	li      r8,0
	li      r9,1
	cmplwi  cr1,r3,8
	li      r10,-1
	isel    r3,r3,r5,4*cr1+lt
	lwz     r5,108(r1)
	mulli   r3,r3,15625
	slwi    r3,r3,5
	iseleq  r3,r5,r3
	cmplw   r4,r3
	ori     r3,r22,8
	isellt  r22,r22,r3
	mr      r3,r26
	mr      r26,r5
	li      r5,-23
	crnot   4*cr5+lt,lt
.L83:
	ld      r0,96(r1)
.L84:
	cmplw   r22,r16
	beq     .L87
.L85:
	lwarx   r4,0,r30
	cmplw   r4,r16
	bne-    .L86
	crset   4*cr5+gt
	stwcx.  r22,0,r30
	bne-    .L85
	ble     cr5,.L9
	b       .L87
.L86:
	b       .L9
.L87:
	cror    4*cr2+eq,4*cr2+eq,4*cr5+lt
	andi.   r4,r22,4
	crset   4*cr2+so
	bne     .L8
	ld      r21,112(r1)
	stw     r26,108(r1)
	mr      r14,r25
	mr      r15,r12
	mr      r26,r11
	mr      r20,r0
	mr      r18,r3
	bne     cr3,.L88
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,40(r1)
	mr      r23,r4
.L88:
	li      r3,2
	clrldi  r4,r22,32
	mr      r6,r29
	li      r7,128
	isel    r8,r3,r31,4*cr2+eq
	mr      r3,r30
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	mr      r4,r21
	li      r3,16
	stw     r24,136(r1)
	stw     r29,152(r1)
	stw     r29,168(r1)
	stw     r29,184(r1)
	mr      r11,r26
	li      r21,2
	stxvd2x vs63,r4,r3
	li      r3,31
	stxvd2x vs63,0,r4
	mr      r0,r20
	li      r20,-17
	li      r17,-25
	li      r5,-23
	li      r6,-31
	stxvd2x vs63,r4,r3
	mr      r3,r18
	li      r7,-19
	li      r8,0
	lwz     r22,0(r30)
	lwz     r26,108(r1)
	li      r9,1
	li      r10,-1
	mr      r12,r15
	mr      r25,r14
	crset   4*cr2+so
	b       .L7
.L89:
	bge     cr3,.L90
	mr      r2,r2
.L90:
	li      r3,272
	ld      r31,424(r1)
	ld      r30,416(r1)
	lvx     v31,r1,r3
	ld      r29,408(r1)
	ld      r28,400(r1)
	ld      r27,392(r1)
	ld      r26,384(r1)
	ld      r25,376(r1)
	ld      r24,368(r1)
	ld      r23,360(r1)
	ld      r22,352(r1)
	ld      r21,344(r1)
	ld      r20,336(r1)
	ld      r19,328(r1)
	ld      r18,320(r1)
	ld      r17,312(r1)
	ld      r16,304(r1)
	ld      r15,296(r1)
	ld      r14,288(r1)
	addi    r1,r1,432
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr
.L91:
	bl      <<rustix::backend::io::errno::Errno>::last_os_error+0x8>
	nop
	addis   r4,r2,-1
	stw     r3,240(r1)
	addis   r3,r2,-3
	addi    r5,r1,240
	addi    r6,r4,-22424
	addis   r4,r2,-1
	addi    r3,r3,4735
	addi    r7,r4,-22392
	li      r4,43
	bl      <core::result::unwrap_failed+0x8>

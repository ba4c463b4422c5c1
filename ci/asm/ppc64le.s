# target powerpc64le-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	li      r4,0
	li      r5,1
.L0:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L1
	stwcx.  r5,0,r3
	bne-    .L0
	isync
.L1:
	cmplwi  r6,0
	beqlr
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	lis     r4,15258
	ori     r5,r4,51712
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_try_lock
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
	crset   4*cr1+eq
	bne     .L6
.L2:
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
	blr
.L3:
	ori     r5,r4,1
.L4:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L5
	stwcx.  r5,0,r3
	bne-    .L4
	isync
.L5:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L6:
	andi.   r5,r4,9
	beq     .L3
	cmpwi   cr1,r5,0
	li      r3,0
	li      r4,1
	isel    r3,r4,r3,4*cr1+eq
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
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	lwz     r4,0(r3)
	cmplwi  r4,15
	bgt     .L1
	li      r5,1
	lwsync
.L0:
	lwarx   r4,0,r3
	subf    r6,r5,r4
	stwcx.  r6,0,r3
	bne-    .L0
	cmplwi  r4,1
	bne     .L2
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock+0x8>
	nop
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-208(r1)
	std     r0,224(r1)
	lis     r6,15258
	std     r24,144(r1)
	std     r14,64(r1)
	ori     r24,r6,51712
	xoris   r6,r5,15258
	std     r15,72(r1)
	std     r16,80(r1)
	std     r17,88(r1)
	std     r18,96(r1)
	li      r18,1
	li      r17,2
	cmplwi  cr2,r6,51712
	std     r19,104(r1)
	std     r20,112(r1)
	std     r21,120(r1)
	std     r22,128(r1)
	lis     r6,15258
	li      r22,-10
	li      r21,1
	li      r19,4
	std     r23,136(r1)
	std     r25,152(r1)
	li      r23,-11
	crclr   4*cr2+gt
	crclr   4*cr2+lt
	std     r26,160(r1)
	std     r27,168(r1)
	ori     r20,r6,51712
	mr      r27,r24
	std     r28,176(r1)
	std     r29,184(r1)
	std     r30,192(r1)
	clrldi  r30,r5,32
	std     r31,200(r1)
	lwz     r15,0(r3)
.L0:
	cmpw    cr3,r27,r24
	li      r25,0
	mr      r26,r24
.L1:
	mr      r7,r15
	crclr   4*cr2+so
.L2:
	bge     cr2,.L13
.L3:
	ble     cr2,.L7
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L4:
	andi.   r6,r7,1
	bgt     .L10
	addi    r6,r7,-15
	and     r6,r6,r23
.L5:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L6
	stwcx.  r6,0,r3
	bne-    .L5
	isync
.L6:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L4
	b       .L47
	nop
	nop
.L7:
	andi.   r6,r7,1
	bgt     .L10
	and     r6,r7,r22
	rlwimi  r6,r21,0,31,31
.L8:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L9
	stwcx.  r6,0,r3
	bne-    .L8
	isync
.L9:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L7
	b       .L47
	nop
	nop
.L10:
	srwi    r6,r7,2
	andi.   r6,r6,1
	crand   4*cr5+lt,4*cr2+gt,gt
	bge     cr5,.L24
	rlwinm  r6,r7,0,31,27
	crset   4*cr2+gt
	addi    r6,r6,-16
.L11:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L12
	stwcx.  r6,0,r3
	bne-    .L11
	isync
.L12:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L3
	b       .L47
	nop
	nop
	nop
.L13:
	mr      r16,r7
.L14:
	ble     cr2,.L18
	nop
	nop
.L15:
	andi.   r6,r16,9
	bne     .L21
	addi    r6,r16,-15
	and     r6,r6,r23
.L16:
	lwarx   r7,0,r3,1
	cmpw    r7,r16
	bne-    .L17
	stwcx.  r6,0,r3
	bne-    .L16
	isync
.L17:
	cmplw   r7,r16
	mr      r16,r7
	bne     .L15
	b       .L47
	nop
	nop
.L18:
	andi.   r6,r16,9
	bne     .L21
	ori     r6,r16,1
.L19:
	lwarx   r7,0,r3,1
	cmpw    r7,r16
	bne-    .L20
	stwcx.  r6,0,r3
	bne-    .L19
	isync
.L20:
	cmplw   r7,r16
	mr      r16,r7
	bne     .L18
	b       .L47
	nop
	nop
	nop
.L21:
	srwi    r6,r16,2
	andi.   r6,r6,1
	crand   4*cr5+lt,4*cr2+gt,gt
	bge     cr5,.L25
	rlwinm  r6,r16,0,31,28
	crset   4*cr2+gt
	addi    r6,r6,-16
.L22:
	lwarx   r7,0,r3,1
	cmpw    r7,r16
	bne-    .L23
	stwcx.  r6,0,r3
	bne-    .L22
	isync
.L23:
	cmplw   r7,r16
	mr      r16,r7
	bne     .L14
	b       .L47
.L24:
	rlwinm  r6,r7,0,29,29
	mr      r16,r7
	b       .L26
.L25:
	rlwinm  r6,r16,0,29,29
.L26:
	cmplwi  r6,0
	srwi    r14,r16,3
	bne     .L33
	andi.   r6,r14,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	blt     cr5,.L33
	cmplwi  r25,0
	beq     .L27
	addi    r25,r25,1
	clrlwi  r6,r25,30
	cmplwi  r6,1
	bne     .L29
	mr      r15,r3
	mr      r31,r4
	mr      r29,r5
	b       .L28
.L27:
	mr      r15,r3
	mr      r31,r4
	mr      r29,r5
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	li      r25,1
	andi.   r3,r3,1
	ble     .L32
.L28:
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmplw   r26,r24
	stw     r4,56(r1)
	std     r3,48(r1)
	iseleq  r26,r4,r26
	ld      r4,40(r1)
	iseleq  r4,r3,r4
	addi    r3,r1,48
	clrldi  r5,r26,32
	std     r4,40(r1)
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r20
	mulld   r3,r3,r20
	clrldi  r4,r4,32
	addc    r3,r3,r4
	addze.  r4,r5
	mr      r5,r29
	mr      r4,r31
	cmpldi  cr1,r3,4000
	mr      r3,r15
	crand   4*cr5+lt,eq,4*cr1+lt
	bge     cr5,.L33
.L29:
	bso     cr2,.L30
	mr      r1,r1
.L30:
	cmplwi  r25,4
	li      r7,0
	isellt  r6,r25,r19
.L31:
	srw.    r8,r7,r6
	addi    r7,r7,1
	beq     .L31
	lwz     r7,0(r3)
	crset   4*cr2+so
	b       .L2
.L32:
	li      r25,0
	mr      r5,r29
	mr      r4,r31
	mr      r3,r15
.L33:
	bns     cr2,.L34
	mr      r2,r2
.L34:
	beq     cr2,.L36
	mr      r29,r3
	mr      r15,r5
	mr      r31,r4
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmpd    r3,r31
	mr      r6,r4
	mr      r4,r31
	mr      r5,r15
	bne     .L35
	cmplw   r6,r5
.L35:
	mr      r3,r29
	bge     .L37
.L36:
	rlwinm  r6,r16,0,31,29
	crclr   4*cr1+gt
	addi    r7,r6,16
	isel    r15,r6,r7,4*cr2+gt
	andi.   r6,r14,1
	cror    4*cr5+lt,4*cr2+lt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L41
	mr      r29,r3
	addi    r3,r1,48
	mr      r14,r4
	std     r28,48(r1)
	mr      r31,r5
	stw     r27,56(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L39
	ori     r15,r15,8
	crset   4*cr1+gt
	b       .L40
.L37:
	li      r6,0
	ble     cr2,.L48
	rlwinm  r7,r16,0,31,29
	addi    r7,r7,-16
	and     r8,r7,r23
	isel    r8,r8,r7,4*cr2+lt
.L38:
	lwarx   r7,0,r3
	cmplw   r7,r16
	bne-    .L44
	crset   4*cr5+lt
	stwcx.  r8,0,r3
	bne-    .L38
	crset   4*cr2+gt
	crclr   4*cr2+so
	bge     cr5,.L2
	b       .L48
.L39:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r15,8
	isel    r15,r3,r15,4*cr1+gt
.L40:
	mr      r5,r31
	mr      r4,r14
	mr      r3,r29
.L41:
	cmplw   r15,r16
	beq     .L45
.L42:
	lwarx   r7,0,r3
	cmplw   r7,r16
	bne-    .L43
	crset   4*cr5+lt
	stwcx.  r15,0,r3
	bne-    .L42
	crclr   4*cr2+so
	bge     cr5,.L2
	b       .L45
.L43:
	crclr   4*cr2+so
	b       .L2
.L44:
	crset   4*cr2+gt
	crclr   4*cr2+so
	b       .L2
.L45:
	cror    4*cr2+lt,4*cr2+lt,4*cr1+gt
	andi.   r6,r15,4
	crset   4*cr2+gt
	bne     .L1
	mr      r26,r3
	mr      r25,r4
	mr      r29,r5
	bne     cr3,.L46
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r28,r3
	mr      r27,r4
.L46:
	isel    r8,r17,r18,4*cr2+lt
	clrldi  r4,r15,32
	li      r7,128
	mr      r3,r26
	mr      r5,r25
	mr      r6,r30
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	lwz     r15,0(r26)
	mr      r3,r26
	crset   4*cr2+gt
	mr      r4,r25
	mr      r5,r29
	b       .L0
.L47:
	li      r6,1
	bns     cr2,.L48
	mr      r2,r2
.L48:
	ld      r31,200(r1)
	ld      r30,192(r1)
	ld      r29,184(r1)
	ld      r28,176(r1)
	ld      r27,168(r1)
	ld      r26,160(r1)
	ld      r25,152(r1)
	ld      r24,144(r1)
	ld      r23,136(r1)
	ld      r22,128(r1)
	ld      r21,120(r1)
	ld      r20,112(r1)
	ld      r19,104(r1)
	ld      r18,96(r1)
	ld      r17,88(r1)
	ld      r16,80(r1)
	ld      r15,72(r1)
	ld      r14,64(r1)
	mr      r3,r6
	addi    r1,r1,208
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	li      r6,2
	andi.   r5,r4,8
	bne     .L3
.L0:
	cmplwi  cr1,r4,16
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
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

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
	cmplwi  cr1,r4,16
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

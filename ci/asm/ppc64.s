# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
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
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lis     r4,15258
	ori     r5,r4,51712
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>
	nop
	addi    r1,r1,112
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
	crset   4*cr1+eq
	cmplwi  r4,0
	bne     .L6
.L2:
	li      r3,1
	beqlr   cr1
	li      r3,0
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
	b       .L2

== hintlock_probe_unlock
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
	stdu    r1,-112(r1)
	std     r0,128(r1)
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== hintlock_probe_unlock_fair
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
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
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L1:
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L2:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	bl      <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-272(r1)
	std     r0,288(r1)
	std     r14,128(r1)
	xoris   r6,r5,15258
	lis     r7,15258
	cmplwi  cr2,r6,51712
	lis     r6,15258
	std     r15,136(r1)
	crclr   4*cr2+gt
	std     r16,144(r1)
	crclr   4*cr2+lt
	std     r17,152(r1)
	std     r18,160(r1)
	std     r19,168(r1)
	std     r20,176(r1)
	std     r21,184(r1)
	ori     r21,r7,51712
	std     r22,192(r1)
	ori     r22,r6,51712
	std     r23,200(r1)
	li      r23,1
	std     r24,208(r1)
	li      r24,-10
	std     r25,216(r1)
	li      r25,-11
	std     r26,224(r1)
	std     r27,232(r1)
	std     r28,240(r1)
	mr      r28,r22
	std     r29,248(r1)
	std     r30,256(r1)
	clrldi  r30,r5,32
	std     r31,264(r1)
	lwz     r26,0(r3)
.L0:
	cmpw    cr3,r28,r22
	li      r19,0
	mr      r27,r22
.L1:
	crclr   4*cr2+so
	mr      r17,r27
	mr      r7,r26
.L2:
	bge     cr2,.L13
.L3:
	ble     cr2,.L7
	nop
	nop
	nop
.L4:
	andi.   r6,r7,1
	bgt     .L10
	addi    r6,r7,-15
	and     r6,r6,r25
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
	b       .L55
	nop
	nop
.L7:
	andi.   r6,r7,1
	bgt     .L10
	and     r6,r7,r24
	rlwimi  r6,r23,0,31,31
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
	b       .L55
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
	b       .L55
	nop
	nop
	nop
.L13:
	mr      r18,r7
.L14:
	ble     cr2,.L18
	nop
	nop
.L15:
	andi.   r6,r18,9
	bne     .L21
	addi    r6,r18,-15
	and     r6,r6,r25
.L16:
	lwarx   r7,0,r3,1
	cmpw    r7,r18
	bne-    .L17
	stwcx.  r6,0,r3
	bne-    .L16
	isync
.L17:
	cmplw   r7,r18
	mr      r18,r7
	bne     .L15
	b       .L55
	nop
	nop
.L18:
	andi.   r6,r18,9
	bne     .L21
	ori     r6,r18,1
.L19:
	lwarx   r7,0,r3,1
	cmpw    r7,r18
	bne-    .L20
	stwcx.  r6,0,r3
	bne-    .L19
	isync
.L20:
	cmplw   r7,r18
	mr      r18,r7
	bne     .L18
	b       .L55
	nop
	nop
	nop
.L21:
	srwi    r6,r18,2
	andi.   r6,r6,1
	crand   4*cr5+lt,4*cr2+gt,gt
	bge     cr5,.L25
	rlwinm  r6,r18,0,31,28
	crset   4*cr2+gt
	addi    r6,r6,-16
.L22:
	lwarx   r7,0,r3,1
	cmpw    r7,r18
	bne-    .L23
	stwcx.  r6,0,r3
	bne-    .L22
	isync
.L23:
	cmplw   r7,r18
	mr      r18,r7
	bne     .L14
	b       .L55
.L24:
	rlwinm  r6,r7,0,29,29
	mr      r18,r7
	b       .L26
.L25:
	rlwinm  r6,r18,0,29,29
.L26:
	cmplwi  r6,0
	srwi    r16,r18,3
	bne     .L27
	andi.   r6,r16,1
	crandc  4*cr5+lt,gt,4*cr2+lt
	blt     cr5,.L27
	cmplwi  r19,0
	beq     .L41
	addi    r19,r19,1
	clrlwi  r6,r19,30
	cmplwi  r6,1
	bne     .L40
	mr      r15,r3
	mr      r14,r4
	mr      r31,r5
	b       .L42
.L27:
	mr      r27,r17
.L28:
	bns     cr2,.L29
	mr      r2,r2
.L29:
	beq     cr2,.L31
	mr      r26,r3
	mr      r17,r5
	mr      r15,r4
	bl      <<std::time::Instant>::now>
	nop
	cmpd    r3,r15
	mr      r6,r15
	mr      r5,r17
	bne     .L30
	cmplw   r4,r5
.L30:
	mr      r4,r6
	mr      r3,r26
	bge     .L33
.L31:
	rlwinm  r26,r18,0,31,29
	bgt     cr2,.L32
	addi    r26,r26,16
.L32:
	andi.   r6,r16,1
	crclr   4*cr1+gt
	cror    4*cr5+lt,4*cr2+lt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L38
	mr      r17,r3
	addi    r3,r1,112
	std     r29,112(r1)
	mr      r15,r4
	mr      r16,r5
	stw     r28,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	beq     .L35
	ori     r26,r26,8
	crset   4*cr1+gt
	mr      r5,r16
	mr      r4,r15
	b       .L37
.L33:
	li      r6,0
	ble     cr2,.L56
	rlwinm  r7,r18,0,31,29
	addi    r8,r7,-16
	bge     cr2,.L34
	and     r8,r8,r25
.L34:
	lwarx   r7,0,r3
	cmplw   r7,r18
	bne-    .L51
	stwcx.  r8,0,r3
	crset   4*cr5+lt
	bne-    .L34
	crset   4*cr2+gt
	mr      r17,r27
	crclr   4*cr2+so
	bge     cr5,.L2
	b       .L56
.L35:
	srwi    r3,r4,5
	mr      r4,r15
	cmplwi  cr1,r3,15624
	ble     cr1,.L36
	ori     r26,r26,8
.L36:
	mr      r5,r16
.L37:
	mr      r3,r17
.L38:
	cmplw   r26,r18
	beq     .L52
.L39:
	lwarx   r7,0,r3
	cmplw   r7,r18
	bne-    .L50
	stwcx.  r26,0,r3
	crset   4*cr5+lt
	bne-    .L39
	crclr   4*cr2+so
	mr      r17,r27
	bge     cr5,.L2
	b       .L52
.L40:
	mr      r27,r17
	b       .L45
.L41:
	mr      r15,r3
	mr      r14,r4
	mr      r31,r5
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	li      r19,1
	ble     .L49
.L42:
	bl      <<std::time::Instant>::now>
	nop
	cmplw   r17,r22
	mr      r26,r3
	std     r3,112(r1)
	mr      r27,r4
	stw     r27,120(r1)
	beq     .L43
	mr      r27,r17
.L43:
	beq     .L44
	mr      r26,r20
.L44:
	clrldi  r5,r27,32
	addi    r3,r1,112
	mr      r4,r26
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r21
	clrldi  r4,r4,32
	mulhdu  r3,r3,r21
	addc    r4,r5,r4
	mr      r20,r26
	addze.  r3,r3
	cmpldi  cr1,r4,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	mr      r5,r31
	mr      r4,r14
	mr      r3,r15
	bge     cr5,.L28
.L45:
	bso     cr2,.L46
	mr      r1,r1
.L46:
	cmplwi  r19,4
	mr      r6,r19
	blt     .L47
	li      r6,4
.L47:
	li      r7,0
.L48:
	srw.    r8,r7,r6
	addi    r7,r7,1
	beq     .L48
	lwz     r7,0(r3)
	crset   4*cr2+so
	mr      r17,r27
	b       .L2
.L49:
	li      r19,0
	mr      r27,r17
	mr      r5,r31
	mr      r4,r14
	mr      r3,r15
	b       .L28
.L50:
	crclr   4*cr2+so
	mr      r17,r27
	b       .L2
.L51:
	crset   4*cr2+gt
	mr      r17,r27
	crclr   4*cr2+so
	b       .L2
.L52:
	andi.   r6,r26,4
	cror    4*cr2+lt,4*cr2+lt,4*cr1+gt
	crset   4*cr2+gt
	bne     .L1
	mr      r27,r3
	mr      r18,r4
	mr      r19,r5
	bne     cr3,.L53
	bl      <<std::time::Instant>::now>
	nop
	mr      r29,r3
	mr      r28,r4
.L53:
	li      r8,2
	blt     cr2,.L54
	li      r8,1
.L54:
	clrldi  r4,r26,32
	mr      r3,r27
	mr      r5,r18
	mr      r6,r30
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	mr      r3,r27
	mr      r4,r18
	lwz     r26,0(r27)
	crset   4*cr2+gt
	mr      r5,r19
	b       .L0
.L55:
	li      r6,1
	bns     cr2,.L56
	mr      r2,r2
.L56:
	mr      r3,r6
	ld      r31,264(r1)
	ld      r30,256(r1)
	ld      r29,248(r1)
	ld      r28,240(r1)
	ld      r27,232(r1)
	ld      r26,224(r1)
	ld      r25,216(r1)
	ld      r24,208(r1)
	ld      r23,200(r1)
	ld      r22,192(r1)
	ld      r21,184(r1)
	ld      r20,176(r1)
	ld      r19,168(r1)
	ld      r18,160(r1)
	ld      r17,152(r1)
	ld      r16,144(r1)
	ld      r15,136(r1)
	ld      r14,128(r1)
	addi    r1,r1,272
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	andi.   r5,r4,8
	li      r6,2
	bne     .L3
	nop
	nop
.L0:
	andi.   r5,r4,10
	cmplwi  cr1,r4,16
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
	bl      <hintlock::futex::linux::wake>
	nop
.L4:
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_fair_slow
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	nop
.L0:
	srwi    r5,r4,3
	cmplwi  cr1,r4,16
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
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
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
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr
.L5:
	addi    r4,r4,-1
	clrldi  r4,r4,32
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::wake_after_unlock>

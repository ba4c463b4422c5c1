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
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

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
	bne     .L7
.L2:
	crset   eq
.L3:
	li      r3,1
	beqlr
	li      r3,0
	blr
.L4:
	ori     r5,r4,1
.L5:
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    .L6
	stwcx.  r5,0,r3
	bne-    .L5
	isync
.L6:
	cmplw   r6,r4
	mr      r4,r6
	beq     .L2
.L7:
	andi.   r5,r4,1
	mcrf    cr1,cr0
	andi.   r5,r4,1
	beq     cr1,.L4
	b       .L3

== hintlock_probe_unlock
	li      r4,1
	li      r5,0
	lwsync
.L0:
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    .L1
	stwcx.  r5,0,r3
	bne-    .L0
.L1:
	cmplwi  r6,1
	beqlr
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-240(r1)
	std     r0,256(r1)
	std     r18,128(r1)
	lis     r4,15258
	crclr   4*cr3+gt
	std     r19,136(r1)
	std     r20,144(r1)
	std     r21,152(r1)
	std     r22,160(r1)
	ori     r22,r4,51712
	std     r23,168(r1)
	li      r23,0
	std     r24,176(r1)
	li      r24,1
	std     r25,184(r1)
	std     r26,192(r1)
	std     r27,200(r1)
	std     r28,208(r1)
	std     r29,216(r1)
	std     r30,224(r1)
	mr      r30,r3
	lis     r3,15258
	ori     r29,r3,51712
	lwz     r18,0(r30)
	mr      r20,r29
	mr      r27,r29
.L0:
	cmpw    cr2,r27,r29
	crclr   4*cr3+lt
	mr      r25,r20
	mr      r26,r21
	crclr   4*cr2+lt
.L1:
	mr      r20,r25
	mr      r21,r26
.L2:
	bge     cr2,.L17
.L3:
	mr      r19,r18
	bgt     cr3,.L10
	nop
.L4:
	andi.   r3,r19,1
	bgt     .L11
	clrrwi  r3,r19,2
	rlwimi  r3,r24,0,31,31
.L5:
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    .L6
	stwcx.  r3,0,r30
	bne-    .L5
	isync
.L6:
	cmplw   r4,r19
	mr      r19,r4
	bne     .L4
	b       .L57
	nop
	nop
.L7:
	and     r3,r4,r3
.L8:
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    .L9
	stwcx.  r3,0,r30
	bne-    .L8
	isync
.L9:
	cmplw   r4,r19
	mr      r19,r4
	beq     .L57
.L10:
	andi.   r3,r19,1
	bgt     .L11
	addi    r3,r19,-15
	li      r4,5
	cmplwi  r3,16
	blt     .L7
	li      r4,-3
	b       .L7
	nop
	nop
.L11:
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+gt,gt
	bge     cr5,.L32
	rlwinm  r3,r19,0,30,28
	addi    r26,r3,-16
	cmplwi  r26,16
	bge     .L12
	clrlwi  r26,r19,30
.L12:
	bne     cr2,.L14
.L13:
	rlwinm  r25,r26,0,31,27
	b       .L15
.L14:
	addi    r3,r1,112
	std     r28,112(r1)
	rlwinm  r25,r26,0,31,28
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     .L15
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     .L13
	nop
.L15:
	lwarx   r18,0,r30,1
	cmpw    r18,r19
	bne-    .L16
	stwcx.  r25,0,r30
	bne-    .L15
	isync
.L16:
	crset   4*cr3+gt
	cmplw   r18,r19
	bne     .L3
	b       .L57
	nop
	nop
.L17:
	bgt     cr3,.L24
	nop
	nop
	nop
	nop
	nop
	nop
	nop
.L18:
	andi.   r3,r18,1
	bgt     .L25
	ori     r3,r18,1
.L19:
	lwarx   r4,0,r30,1
	cmpw    r4,r18
	bne-    .L20
	stwcx.  r3,0,r30
	bne-    .L19
	isync
.L20:
	cmplw   r4,r18
	mr      r18,r4
	bne     .L18
	b       .L57
	nop
	nop
	nop
.L21:
	and     r3,r4,r3
.L22:
	lwarx   r4,0,r30,1
	cmpw    r4,r18
	bne-    .L23
	stwcx.  r3,0,r30
	bne-    .L22
	isync
.L23:
	cmplw   r4,r18
	mr      r18,r4
	beq     .L57
.L24:
	andi.   r3,r18,1
	bgt     .L25
	addi    r3,r18,-15
	li      r4,5
	cmplwi  r3,16
	blt     .L21
	li      r4,-3
	b       .L21
	nop
	nop
.L25:
	srwi    r3,r18,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+gt,gt
	bge     cr5,.L31
	rlwinm  r3,r18,0,30,28
	addi    r26,r3,-16
	cmplwi  r26,16
	bge     .L26
	clrlwi  r26,r18,30
.L26:
	bne     cr2,.L28
.L27:
	rlwinm  r25,r26,0,31,27
	b       .L29
.L28:
	addi    r3,r1,112
	std     r28,112(r1)
	rlwinm  r25,r26,0,31,28
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     .L29
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     .L27
	nop
.L29:
	lwarx   r3,0,r30,1
	cmpw    r3,r18
	bne-    .L30
	stwcx.  r25,0,r30
	bne-    .L29
	isync
.L30:
	crset   4*cr3+gt
	cmplw   r3,r18
	mr      r18,r3
	bne     .L17
	b       .L57
.L31:
	mr      r19,r18
.L32:
	andi.   r3,r19,12
	crandc  4*cr5+lt,eq,4*cr3+gt
	bge     cr5,.L39
	cmplwi  r23,0
	beq     .L33
	addi    r23,r23,1
	clrlwi  r3,r23,28
	cmplwi  r3,1
	beq     .L34
	b       .L48
.L33:
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	li      r23,1
	ble     .L38
.L34:
	bl      <<std::time::Instant>::now>
	nop
	cmplw   r20,r29
	mr      r26,r3
	std     r3,112(r1)
	mr      r25,r4
	stw     r25,120(r1)
	beq     .L35
	mr      r25,r20
.L35:
	beq     .L36
	mr      r26,r21
.L36:
	clrldi  r5,r25,32
	addi    r3,r1,112
	mr      r4,r26
	bl      <<std::time::Instant>::saturating_duration_since>
	nop
	mulld   r5,r3,r22
	clrldi  r4,r4,32
	mulhdu  r3,r3,r22
	addc    r4,r5,r4
	addze.  r3,r3
	cmpldi  cr1,r3,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r4,3999
	blt     cr5,.L37
	crand   4*cr5+lt,4*cr1+eq,gt
	mr      r20,r25
	mr      r21,r26
	blt     cr5,.L39
	b       .L49
.L37:
	mr      r20,r25
	mr      r21,r26
	b       .L39
.L38:
	li      r23,0
.L39:
	blt     cr3,.L41
	rlwinm  r26,r19,0,31,29
	ble     cr3,.L42
.L40:
	bne     cr2,.L43
	b       .L45
.L41:
	mr      r2,r2
	rlwinm  r26,r19,0,31,29
	bgt     cr3,.L40
.L42:
	addi    r26,r26,16
	beq     cr2,.L45
.L43:
	addi    r3,r1,112
	std     r28,112(r1)
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     .L44
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     .L45
.L44:
	ori     r26,r26,8
.L45:
	cmplw   r26,r19
	beq     .L54
.L46:
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    .L47
	stwcx.  r26,0,r30
	crset   4*cr5+lt
	bne-    .L46
	crclr   4*cr3+lt
	bge     cr5,.L2
	b       .L55
.L47:
	crclr   4*cr3+lt
	b       .L2
.L48:
	mr      r26,r21
	mr      r25,r20
.L49:
	blt     cr3,.L50
	mr      r1,r1
.L50:
	crset   4*cr5+lt
	blt     cr2,.L52
	andi.   r3,r19,2
	cmplwi  cr1,r19,15
	crclr   4*cr5+lt
	crand   4*cr5+gt,4*cr1+gt,eq
	ble     cr5,.L52
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    .L53
	ori     r3,r19,2
	crset   4*cr5+gt
	stwcx.  r3,0,r30
	bne-    .L53
.L51:
	crclr   4*cr3+gt
	crset   4*cr3+lt
	crclr   4*cr2+lt
	crset   4*cr5+lt
	ble     cr5,.L1
.L52:
	crclr   4*cr3+gt
	lwz     r18,0(r30)
	crset   4*cr3+lt
	crmove  4*cr2+lt,4*cr5+lt
	b       .L1
.L53:
	crclr   4*cr5+gt
	b       .L51
.L54:
	mr      r26,r19
.L55:
	bne     cr2,.L56
	bl      <<std::time::Instant>::now>
	nop
	mr      r28,r3
	mr      r27,r4
.L56:
	clrldi  r4,r26,32
	mr      r3,r30
	mr      r6,r29
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	lwz     r18,0(r30)
	crset   4*cr3+gt
	b       .L0
.L57:
	bge     cr3,.L58
	mr      r2,r2
.L58:
	ld      r30,224(r1)
	ld      r29,216(r1)
	ld      r28,208(r1)
	ld      r27,200(r1)
	ld      r26,192(r1)
	ld      r25,184(r1)
	ld      r24,176(r1)
	ld      r23,168(r1)
	ld      r22,160(r1)
	ld      r21,152(r1)
	ld      r20,144(r1)
	ld      r19,136(r1)
	ld      r18,128(r1)
	addi    r1,r1,240
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	mflr    r0
	stdu    r1,-112(r1)
	std     r0,128(r1)
	lwz     r5,0(r3)
	li      r4,-10
	b       .L3
	nop
	nop
.L0:
	rlwinm  r6,r5,0,28,30
	lwsync
.L1:
	lwarx   r7,0,r3
	cmpw    r7,r5
	bne-    .L2
	stwcx.  r6,0,r3
	bne-    .L1
.L2:
	cmplw   r7,r5
	mr      r5,r7
	beq     .L11
.L3:
	cmplwi  r5,15
	ble     .L0
	andi.   r6,r5,8
	bne     .L6
	rlwinm  r6,r5,0,30,30
	and     r7,r5,r4
	xori    r8,r6,2
	or      r7,r8,r7
	lwsync
.L4:
	lwarx   r8,0,r3
	cmpw    r8,r5
	bne-    .L5
	stwcx.  r7,0,r3
	bne-    .L4
.L5:
	cmplw   r8,r5
	mr      r5,r8
	bne     .L3
	b       .L9
.L6:
	ori     r6,r5,4
	lwsync
.L7:
	lwarx   r7,0,r3
	cmpw    r7,r5
	bne-    .L8
	stwcx.  r6,0,r3
	bne-    .L7
.L8:
	cmplw   r7,r5
	mr      r5,r7
	bne     .L3
	b       .L10
.L9:
	cmplwi  r6,0
	bne     .L11
.L10:
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake>
	nop
.L11:
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

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
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow+0x8>

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
	li      r3,0
	li      r4,1
	iseleq  r3,r4,r3
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
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
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
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow+0x8>

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mfcr    r12
	stw     r12,8(r1)
	mflr    r0
	stdu    r1,-176(r1)
	std     r0,192(r1)
	std     r30,160(r1)
	mr      r30,r3
	lis     r3,15258
	std     r17,56(r1)
	std     r18,64(r1)
	std     r19,72(r1)
	crclr   4*cr3+lt
	std     r20,80(r1)
	std     r21,88(r1)
	li      r21,0
	std     r22,96(r1)
	std     r23,104(r1)
	li      r23,1
	std     r24,112(r1)
	li      r24,5
	std     r25,120(r1)
	li      r25,-3
	std     r26,128(r1)
	std     r27,136(r1)
	std     r28,144(r1)
	std     r29,152(r1)
	ori     r29,r3,51712
	lis     r3,15258
	lwz     r18,0(r30)
	ori     r22,r3,51712
	mr      r20,r29
	mr      r26,r29
.L0:
	cmpw    cr2,r26,r29
	crclr   4*cr2+gt
	crclr   4*cr2+lt
.L1:
	bge     cr2,.L14
.L2:
	mr      r19,r18
	bge     cr3,.L6
.L3:
	andi.   r3,r19,1
	bgt     .L9
	addi    r3,r19,-15
	cmplwi  r3,16
	isellt  r4,r24,r25
	and     r3,r4,r3
.L4:
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    .L5
	stwcx.  r3,0,r30
	bne-    .L4
	isync
.L5:
	cmplw   r4,r19
	mr      r19,r4
	bne     .L3
	b       .L45
.L6:
	andi.   r3,r19,1
	bgt     .L9
	clrrwi  r3,r19,2
	rlwimi  r3,r23,0,31,31
.L7:
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    .L8
	stwcx.  r3,0,r30
	bne-    .L7
	isync
.L8:
	cmplw   r4,r19
	mr      r19,r4
	bne     .L6
	b       .L45
	nop
	nop
.L9:
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+lt,gt
	bge     cr5,.L27
	rlwinm  r3,r19,0,30,28
	clrlwi  r4,r19,30
	addi    r3,r3,-16
	cmplwi  r3,16
	isellt  r18,r4,r3
	bne     cr2,.L11
.L10:
	rlwinm  r17,r18,0,31,27
	b       .L12
.L11:
	addi    r3,r1,40
	rlwinm  r17,r18,0,31,28
	std     r27,40(r1)
	stw     r26,48(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	bne     .L12
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     .L10
	nop
.L12:
	lwarx   r18,0,r30,1
	cmpw    r18,r19
	bne-    .L13
	stwcx.  r17,0,r30
	bne-    .L12
	isync
.L13:
	cmplw   r18,r19
	crset   4*cr3+lt
	bne     .L2
	b       .L45
	nop
	nop
.L14:
	bge     cr3,.L18
	nop
	nop
	nop
.L15:
	andi.   r3,r18,1
	bgt     .L21
	addi    r3,r18,-15
	cmplwi  r3,16
	isellt  r4,r24,r25
	and     r3,r4,r3
.L16:
	lwarx   r4,0,r30,1
	cmpw    r4,r18
	bne-    .L17
	stwcx.  r3,0,r30
	bne-    .L16
	isync
.L17:
	cmplw   r4,r18
	mr      r18,r4
	bne     .L15
	b       .L45
.L18:
	andi.   r3,r18,1
	bgt     .L21
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
	b       .L45
	nop
	nop
	nop
.L21:
	srwi    r3,r18,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+lt,gt
	bge     cr5,.L26
	rlwinm  r3,r18,0,30,28
	clrlwi  r4,r18,30
	addi    r3,r3,-16
	cmplwi  r3,16
	isellt  r17,r4,r3
	bne     cr2,.L23
.L22:
	rlwinm  r19,r17,0,31,27
	b       .L24
.L23:
	addi    r3,r1,40
	rlwinm  r19,r17,0,31,28
	std     r27,40(r1)
	stw     r26,48(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	bne     .L24
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     .L22
	nop
.L24:
	lwarx   r3,0,r30,1
	cmpw    r3,r18
	bne-    .L25
	stwcx.  r19,0,r30
	bne-    .L24
	isync
.L25:
	cmplw   r3,r18
	mr      r18,r3
	crset   4*cr3+lt
	bne     .L14
	b       .L45
.L26:
	mr      r19,r18
.L27:
	andi.   r3,r19,12
	crandc  4*cr5+lt,eq,4*cr3+lt
	bge     cr5,.L35
	cmplwi  r21,0
	beq     .L28
	addi    r21,r21,1
	clrlwi  r3,r21,28
	cmplwi  r3,1
	beq     .L29
	b       .L30
.L28:
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	li      r21,1
	andi.   r3,r3,1
	ble     .L34
.L29:
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmplw   r20,r29
	std     r3,40(r1)
	stw     r4,48(r1)
	iseleq  r20,r4,r20
	iseleq  r28,r3,r28
	addi    r3,r1,40
	clrldi  r5,r20,32
	mr      r4,r28
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mulhdu  r5,r3,r22
	mulld   r3,r3,r22
	clrldi  r4,r4,32
	addc    r3,r3,r4
	addze.  r4,r5
	cmpldi  cr1,r4,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r3,3999
	blt     cr5,.L35
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L35
.L30:
	bgt     cr2,.L31
	mr      r1,r1
.L31:
	crset   4*cr5+lt
	blt     cr2,.L33
	cmplwi  cr1,r19,15
	andi.   r3,r19,2
	crclr   4*cr5+lt
	crand   4*cr5+gt,4*cr1+gt,eq
	ble     cr5,.L33
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    .L41
	ori     r3,r19,2
	crset   4*cr5+gt
	stwcx.  r3,0,r30
	bne-    .L41
.L32:
	crclr   4*cr3+lt
	crset   4*cr2+gt
	crclr   4*cr2+lt
	crset   4*cr5+lt
	ble     cr5,.L1
.L33:
	lwz     r18,0(r30)
	crclr   4*cr3+lt
	crset   4*cr2+gt
	crmove  4*cr2+lt,4*cr5+lt
	b       .L1
.L34:
	li      r21,0
.L35:
	bgt     cr2,.L37
	rlwinm  r3,r19,0,31,29
	addi    r4,r3,16
	isel    r17,r3,r4,4*cr3+lt
	bne     cr2,.L38
.L36:
	cmplw   r17,r19
	bne     .L39
	b       .L42
.L37:
	mr      r2,r2
	rlwinm  r3,r19,0,31,29
	addi    r4,r3,16
	isel    r17,r3,r4,4*cr3+lt
	beq     cr2,.L36
.L38:
	addi    r3,r1,40
	std     r27,40(r1)
	stw     r26,48(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	srwi    r4,r4,5
	cmpldi  r3,0
	ori     r3,r17,8
	cmplwi  cr1,r4,15624
	isel    r4,r3,r17,4*cr1+gt
	iseleq  r17,r4,r3
	cmplw   r17,r19
	beq     .L42
.L39:
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    .L40
	crset   4*cr5+lt
	stwcx.  r17,0,r30
	bne-    .L39
	crclr   4*cr2+gt
	bge     cr5,.L1
	b       .L43
.L40:
	crclr   4*cr2+gt
	b       .L1
.L41:
	crclr   4*cr5+gt
	b       .L32
.L42:
	mr      r17,r19
.L43:
	bne     cr2,.L44
	bl      <<std::time::Instant>::now+0x8>
	nop
	mr      r27,r3
	mr      r26,r4
.L44:
	clrldi  r4,r17,32
	mr      r3,r30
	li      r7,128
	mr      r6,r29
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	lwz     r18,0(r30)
	crset   4*cr3+lt
	b       .L0
.L45:
	ble     cr2,.L46
	mr      r2,r2
.L46:
	ld      r30,160(r1)
	ld      r29,152(r1)
	ld      r28,144(r1)
	ld      r27,136(r1)
	ld      r26,128(r1)
	ld      r25,120(r1)
	ld      r24,112(r1)
	ld      r23,104(r1)
	ld      r22,96(r1)
	ld      r21,88(r1)
	ld      r20,80(r1)
	ld      r19,72(r1)
	ld      r18,64(r1)
	ld      r17,56(r1)
	addi    r1,r1,176
	ld      r0,16(r1)
	lwz     r12,8(r1)
	mtlr    r0
	mtocrf  32,r12
	mtocrf  16,r12
	blr

== <hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::unlock_slow
	addis   r2,r12,TOC@ha
	addi    r2,r2,TOC@l
	mflr    r0
	stdu    r1,-32(r1)
	std     r0,48(r1)
	lwz     r5,0(r3)
	li      r4,-10
	b       .L3
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
	bl      <hintlock::futex::linux::wake+0x8>
	nop
.L11:
	addi    r1,r1,32
	ld      r0,16(r1)
	mtlr    r0
	blr

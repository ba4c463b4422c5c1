# target powerpc64-unknown-linux-gnu, release build of examples/codegen_probe.rs
# rustc 1.96.0 (ac68faa20 2026-05-25) (built from a source tarball); GNU objdump (GNU Binutils for Debian) 2.40
# regenerate: UPDATE_SNAPSHOTS=1 bash ci/cross.sh (see README, Cross-architecture)
== hintlock_probe_lock
	li      r4,0
	li      r5,1
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    <+0x20>
	stwcx.  r5,0,r3
	bne-    <+0x8>
	isync
	cmplwi  r6,0
	beqlr
	b       <<hintlock::raw::RawLock<hintlock::raw_mutex::NativePrivate>>::lock_slow>

== hintlock_probe_try_lock
	li      r5,0
	li      r6,1
	lwarx   r4,0,r3,1
	cmpw    r4,r5
	bne-    <+0x20>
	stwcx.  r6,0,r3
	bne-    <+0x8>
	isync
	cmplwi  r4,0
	bne     <+0x64>
	crset   eq
	li      r3,1
	beqlr
	li      r3,0
	blr
	ori     r5,r4,1
	lwarx   r6,0,r3,1
	cmpw    r6,r4
	bne-    <+0x58>
	stwcx.  r5,0,r3
	bne-    <+0x40>
	isync
	cmplw   r6,r4
	mr      r4,r6
	beq     <+0x28>
	andi.   r5,r4,1
	mcrf    cr1,cr0
	andi.   r5,r4,1
	beq     cr1, <+0x3c>
	b       <+0x2c>

== hintlock_probe_unlock
	li      r4,1
	li      r5,0
	lwsync
	lwarx   r6,0,r3
	cmpw    r6,r4
	bne-    <+0x20>
	stwcx.  r5,0,r3
	bne-    <+0xc>
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
	cmpw    cr2,r27,r29
	crclr   4*cr3+lt
	mr      r25,r20
	mr      r26,r21
	crclr   4*cr2+lt
	mr      r20,r25
	mr      r21,r26
	bge     cr2, <+0x1c0>
	mr      r19,r18
	bgt     cr3, <+0x108>
	nop
	andi.   r3,r19,1
	bgt     <+0x130>
	clrrwi  r3,r19,2
	rlwimi  r3,r24,0,31,31
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    <+0xc8>
	stwcx.  r3,0,r30
	bne-    <+0xb0>
	isync
	cmplw   r4,r19
	mr      r19,r4
	bne     <+0xa0>
	b       <+0x500>
	nop
	nop
	and     r3,r4,r3
	lwarx   r4,0,r30,1
	cmpw    r4,r19
	bne-    <+0xfc>
	stwcx.  r3,0,r30
	bne-    <+0xe4>
	isync
	cmplw   r4,r19
	mr      r19,r4
	beq     <+0x500>
	andi.   r3,r19,1
	bgt     <+0x130>
	addi    r3,r19,-15
	li      r4,5
	cmplwi  r3,16
	blt     <+0xe0>
	li      r4,-3
	b       <+0xe0>
	nop
	nop
	srwi    r3,r19,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+gt,gt
	bge     cr5, <+0x300>
	rlwinm  r3,r19,0,30,28
	addi    r26,r3,-16
	cmplwi  r26,16
	bge     <+0x154>
	clrlwi  r26,r19,30
	bne     cr2, <+0x160>
	rlwinm  r25,r26,0,31,27
	b       <+0x190>
	addi    r3,r1,112
	std     r28,112(r1)
	rlwinm  r25,r26,0,31,28
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     <+0x190>
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     <+0x158>
	nop
	lwarx   r18,0,r30,1
	cmpw    r18,r19
	bne-    <+0x1a8>
	stwcx.  r25,0,r30
	bne-    <+0x190>
	isync
	crset   4*cr3+gt
	cmplw   r18,r19
	bne     <+0x94>
	b       <+0x500>
	nop
	nop
	bgt     cr3, <+0x248>
	nop
	nop
	nop
	nop
	nop
	nop
	nop
	andi.   r3,r18,1
	bgt     <+0x270>
	ori     r3,r18,1
	lwarx   r4,0,r30,1
	cmpw    r4,r18
	bne-    <+0x204>
	stwcx.  r3,0,r30
	bne-    <+0x1ec>
	isync
	cmplw   r4,r18
	mr      r18,r4
	bne     <+0x1e0>
	b       <+0x500>
	nop
	nop
	nop
	and     r3,r4,r3
	lwarx   r4,0,r30,1
	cmpw    r4,r18
	bne-    <+0x23c>
	stwcx.  r3,0,r30
	bne-    <+0x224>
	isync
	cmplw   r4,r18
	mr      r18,r4
	beq     <+0x500>
	andi.   r3,r18,1
	bgt     <+0x270>
	addi    r3,r18,-15
	li      r4,5
	cmplwi  r3,16
	blt     <+0x220>
	li      r4,-3
	b       <+0x220>
	nop
	nop
	srwi    r3,r18,2
	andi.   r3,r3,1
	crand   4*cr5+lt,4*cr3+gt,gt
	bge     cr5, <+0x2fc>
	rlwinm  r3,r18,0,30,28
	addi    r26,r3,-16
	cmplwi  r26,16
	bge     <+0x294>
	clrlwi  r26,r18,30
	bne     cr2, <+0x2a0>
	rlwinm  r25,r26,0,31,27
	b       <+0x2d0>
	addi    r3,r1,112
	std     r28,112(r1)
	rlwinm  r25,r26,0,31,28
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     <+0x2d0>
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     <+0x298>
	nop
	lwarx   r3,0,r30,1
	cmpw    r3,r18
	bne-    <+0x2e8>
	stwcx.  r25,0,r30
	bne-    <+0x2d0>
	isync
	crset   4*cr3+gt
	cmplw   r3,r18
	mr      r18,r3
	bne     <+0x1c0>
	b       <+0x500>
	mr      r19,r18
	andi.   r3,r19,12
	crandc  4*cr5+lt,eq,4*cr3+gt
	bge     cr5, <+0x3c4>
	cmplwi  r23,0
	beq     <+0x328>
	addi    r23,r23,1
	clrlwi  r3,r23,28
	cmplwi  r3,1
	beq     <+0x33c>
	b       <+0x44c>
	bl      <hintlock::spin::policy::multi_cpu>
	nop
	andi.   r3,r3,1
	li      r23,1
	ble     <+0x3c0>
	bl      <<std::time::Instant>::now>
	nop
	cmplw   r20,r29
	mr      r26,r3
	std     r3,112(r1)
	mr      r25,r4
	stw     r25,120(r1)
	beq     <+0x360>
	mr      r25,r20
	beq     <+0x368>
	mr      r26,r21
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
	blt     cr5, <+0x3b4>
	crand   4*cr5+lt,4*cr1+eq,gt
	mr      r20,r25
	mr      r21,r26
	blt     cr5, <+0x3c4>
	b       <+0x454>
	mr      r20,r25
	mr      r21,r26
	b       <+0x3c4>
	li      r23,0
	blt     cr3, <+0x3d8>
	rlwinm  r26,r19,0,31,29
	ble     cr3, <+0x3e4>
	bne     cr2, <+0x3ec>
	b       <+0x418>
	mr      r2,r2
	rlwinm  r26,r19,0,31,29
	bgt     cr3, <+0x3d0>
	addi    r26,r26,16
	beq     cr2, <+0x418>
	addi    r3,r1,112
	std     r28,112(r1)
	stw     r27,120(r1)
	bl      <<std::time::Instant>::elapsed>
	nop
	cmpldi  r3,0
	bne     <+0x414>
	srwi    r3,r4,5
	cmplwi  r3,15624
	ble     <+0x418>
	ori     r26,r26,8
	cmplw   r26,r19
	beq     <+0x4c4>
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    <+0x444>
	stwcx.  r26,0,r30
	crset   4*cr5+lt
	bne-    <+0x420>
	crclr   4*cr3+lt
	bge     cr5, <+0x90>
	b       <+0x4c8>
	crclr   4*cr3+lt
	b       <+0x90>
	mr      r26,r21
	mr      r25,r20
	blt     cr3, <+0x45c>
	mr      r1,r1
	crset   4*cr5+lt
	blt     cr2, <+0x4a8>
	andi.   r3,r19,2
	cmplwi  cr1,r19,15
	crclr   4*cr5+lt
	crand   4*cr5+gt,4*cr1+gt,eq
	ble     cr5, <+0x4a8>
	lwarx   r18,0,r30
	cmplw   r18,r19
	bne-    <+0x4bc>
	ori     r3,r19,2
	crset   4*cr5+gt
	stwcx.  r3,0,r30
	bne-    <+0x4bc>
	crclr   4*cr3+gt
	crset   4*cr3+lt
	crclr   4*cr2+lt
	crset   4*cr5+lt
	ble     cr5, <+0x88>
	crclr   4*cr3+gt
	lwz     r18,0(r30)
	crset   4*cr3+lt
	crmove  4*cr2+lt,4*cr5+lt
	b       <+0x88>
	crclr   4*cr5+gt
	b       <+0x494>
	mr      r26,r19
	bne     cr2, <+0x4dc>
	bl      <<std::time::Instant>::now>
	nop
	mr      r28,r3
	mr      r27,r4
	clrldi  r4,r26,32
	mr      r3,r30
	mr      r6,r29
	li      r7,128
	bl      <hintlock::futex::linux::wait>
	nop
	lwz     r18,0(r30)
	crset   4*cr3+gt
	b       <+0x74>
	bge     cr3, <+0x508>
	mr      r2,r2
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
	b       <+0x48>
	nop
	nop
	rlwinm  r6,r5,0,28,30
	lwsync
	lwarx   r7,0,r3
	cmpw    r7,r5
	bne-    <+0x3c>
	stwcx.  r6,0,r3
	bne-    <+0x28>
	cmplw   r7,r5
	mr      r5,r7
	beq     <+0xd4>
	cmplwi  r5,15
	ble     <+0x20>
	andi.   r6,r5,8
	bne     <+0x90>
	rlwinm  r6,r5,0,30,30
	and     r7,r5,r4
	xori    r8,r6,2
	or      r7,r8,r7
	lwsync
	lwarx   r8,0,r3
	cmpw    r8,r5
	bne-    <+0x80>
	stwcx.  r7,0,r3
	bne-    <+0x6c>
	cmplw   r8,r5
	mr      r5,r8
	bne     <+0x48>
	b       <+0xbc>
	ori     r6,r5,4
	lwsync
	lwarx   r7,0,r3
	cmpw    r7,r5
	bne-    <+0xac>
	stwcx.  r6,0,r3
	bne-    <+0x98>
	cmplw   r7,r5
	mr      r5,r7
	bne     <+0x48>
	b       <+0xc4>
	cmplwi  r6,0
	bne     <+0xd4>
	li      r4,1
	li      r5,128
	bl      <hintlock::futex::linux::wake>
	nop
	addi    r1,r1,112
	ld      r0,16(r1)
	mtlr    r0
	blr

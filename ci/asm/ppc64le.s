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
	stdu    r1,-288(r1)
	std     r0,304(r1)
	lis     r6,15258
	std     r22,208(r1)
	lis     r7,15258
	std     r21,200(r1)
	std     r23,216(r1)
	std     r24,224(r1)
	li      r24,0
	li      r8,62
	ori     r22,r6,51712
	xoris   r6,r5,15258
	addi    r23,r1,56
	ori     r21,r7,51712
	std     r14,144(r1)
	std     r15,152(r1)
	std     r16,160(r1)
	std     r17,168(r1)
	cmplwi  cr2,r6,51712
	lis     r6,-32768
	std     r18,176(r1)
	std     r19,184(r1)
	std     r20,192(r1)
	std     r25,232(r1)
	li      r20,1
	addi    r25,r1,112
	std     r26,240(r1)
	std     r27,248(r1)
	ori     r6,r6,1
	li      r19,1
	std     r28,256(r1)
	std     r29,264(r1)
	li      r18,-11
	li      r17,-10
	std     r30,272(r1)
	std     r31,280(r1)
	rldic   r15,r6,1,31
	clrldi  r30,r5,32
	stw     r24,56(r1)
	stdx    r24,r23,r8
	mr      r28,r22
	rlwimi  r23,r20,0,31,31
	std     r24,112(r1)
	stw     r21,72(r1)
	crclr   4*cr2+so
	crclr   4*cr2+gt
	stw     r21,88(r1)
	stw     r21,104(r1)
	lwz     r27,0(r3)
.L0:
	cmpw    cr3,r28,r22
.L1:
	mr      r7,r27
.L2:
	crclr   4*cr3+lt
.L3:
	ble     cr2,.L15
.L4:
	andi.   r6,r7,1
	bgt     .L12
	bns     cr2,.L8
	nop
	nop
	nop
.L5:
	addi    r6,r7,-15
	stb     r19,124(r1)
	stw     r24,120(r1)
	and     r8,r6,r18
.L6:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L7
	stwcx.  r8,0,r3
	bne-    .L6
	isync
.L7:
	cmplw   r6,r7
	beq     .L55
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L5
	b       .L11
.L8:
	and     r8,r7,r17
	stb     r19,124(r1)
	stw     r24,120(r1)
	rlwimi  r8,r20,0,31,31
.L9:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L10
	stwcx.  r8,0,r3
	bne-    .L9
	isync
.L10:
	cmplw   r6,r7
	beq     .L55
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L8
.L11:
	mr      r7,r6
	stb     r19,125(r1)
.L12:
	srwi    r6,r7,2
	andi.   r6,r6,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L26
	rlwinm  r6,r7,0,31,27
	crset   4*cr2+so
	addi    r6,r6,-16
.L13:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L14
	stwcx.  r6,0,r3
	bne-    .L13
	isync
.L14:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L4
	b       .L55
	nop
	nop
.L15:
	andi.   r6,r7,1
	bgt     .L23
	bns     cr2,.L19
	nop
.L16:
	andi.   r6,r7,8
	bne     .L23
	addi    r6,r7,-15
	stb     r19,124(r1)
	stw     r24,120(r1)
	rlwinm  r8,r6,0,31,29
.L17:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L18
	stwcx.  r8,0,r3
	bne-    .L17
	isync
.L18:
	cmplw   r6,r7
	beq     .L55
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L16
	b       .L22
	nop
	nop
	nop
	nop
	nop
	nop
.L19:
	andi.   r6,r7,8
	bne     .L23
	stb     r19,124(r1)
	stw     r24,120(r1)
	ori     r8,r7,1
.L20:
	lwarx   r6,0,r3,1
	cmpw    r6,r7
	bne-    .L21
	stwcx.  r8,0,r3
	bne-    .L20
	isync
.L21:
	cmplw   r6,r7
	beq     .L55
	andi.   r7,r6,1
	mr      r7,r6
	ble     .L19
.L22:
	mr      r7,r6
	stb     r19,125(r1)
	nop
	nop
.L23:
	srwi    r6,r7,2
	andi.   r6,r6,1
	crand   4*cr5+lt,gt,4*cr2+so
	bge     cr5,.L26
	rlwinm  r6,r7,0,31,28
	crset   4*cr2+so
	addi    r6,r6,-16
.L24:
	lwarx   r8,0,r3,1
	cmpw    r8,r7
	bne-    .L25
	stwcx.  r6,0,r3
	bne-    .L24
	isync
.L25:
	cmplw   r8,r7
	mr      r7,r8
	bne     .L15
	b       .L55
.L26:
	lwz     r29,112(r1)
	mr      r31,r7
	cmplwi  r29,0
	bne     .L27
	mr      r26,r5
	mr      r16,r4
	mr      r27,r3
	bl      <hintlock::spin::policy::multi_cpu+0x8>
	nop
	mr      r6,r3
	mr      r4,r16
	mr      r5,r26
	mr      r3,r27
	cmpldi  r6,0
	beq     .L42
.L27:
	lwz     r6,120(r1)
	mr      r26,r31
	li      r8,-1
	addi    r6,r6,1
	lwz     r31,56(r1)
	cmpwi   cr1,r31,0
	lbz     r7,125(r1)
	cmpwi   r6,0
	iseleq  r16,r8,r6
	addi    r6,r29,1
	andi.   r7,r7,1
	crmove  4*cr2+lt,gt
	crandc  4*cr5+lt,4*cr1+eq,gt
	stw     r6,112(r1)
	clrlwi  r6,r6,30
	stw     r16,120(r1)
	bge     cr5,.L30
	cmpwi   r6,1
	beq     .L30
.L28:
	blt     cr3,.L29
	mr      r1,r1
.L29:
	lwz     r6,56(r1)
	cmplwi  r6,2
	beq     .L31
	cmplwi  r6,1
	bne     .L32
	mr      r29,r5
	mr      r26,r4
	mr      r27,r3
	bl      <std::thread::functions::yield_now+0x8>
	nop
	mr      r3,r27
	mr      r4,r26
	mr      r5,r29
	b       .L33
.L30:
	mr      r27,r3
	std     r4,48(r1)
	mr      r29,r5
	bl      <<std::time::Instant>::now+0x8>
	nop
	lwz     r14,72(r1)
	mr      r6,r3
	std     r3,128(r1)
	mr      r7,r4
	stw     r7,136(r1)
	cmplw   r14,r22
	bne     .L34
	mr      r14,r7
	mr      r12,r6
	std     r6,64(r1)
	stw     r7,72(r1)
	b       .L35
.L31:
	mr      r29,r3
	li      r3,0
	mr      r27,r4
	li      r4,20000
	mr      r26,r5
	bl      <std::thread::functions::sleep+0x8>
	nop
	mr      r3,r29
	mr      r4,r27
	mr      r5,r26
	b       .L33
.L32:
	lwz     r6,116(r1)
	cmplwi  r6,0
	iseleq  r6,r23,r6
	slwi    r7,r6,13
	xor     r6,r7,r6
	srwi    r7,r6,17
	xor     r6,r7,r6
	slwi    r7,r6,5
	xor     r6,r7,r6
	stw     r6,116(r1)
.L33:
	lwz     r7,0(r3)
	crset   4*cr3+lt
	b       .L3
.L34:
	ld      r12,64(r1)
.L35:
	lwz     r8,88(r1)
	ld      r4,48(r1)
	mr      r5,r29
	mr      r3,r27
	cmplw   r8,r22
	bne     .L36
	mr      r8,r7
	std     r6,80(r1)
	stw     r7,88(r1)
.L36:
	lbz     r11,124(r1)
	ld      r9,96(r1)
	std     r6,96(r1)
	stb     r24,124(r1)
	lwz     r10,104(r1)
	stw     r7,104(r1)
	andi.   r11,r11,1
	ble     .L37
	std     r6,80(r1)
	stw     r7,88(r1)
	mr      r8,r7
.L37:
	cmplwi  r31,0
	beq     .L38
	cmplwi  r31,1
	bne     .L41
	cmplw   r10,r22
	iseleq  r3,r7,r10
	iseleq  r4,r6,r9
	clrldi  r5,r3,32
	addi    r3,r1,128
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r6,r3
	mr      r7,r4
	ld      r4,48(r1)
	mr      r5,r29
	mr      r3,r27
	mr      r31,r26
	mulhdu  r8,r6,r21
	mulld   r6,r6,r21
	clrldi  r7,r7,32
	addc    r6,r6,r7
	addze.  r7,r8
	cmpldi  cr1,r7,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r6,999
	blt     cr5,.L42
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L42
	std     r15,56(r1)
	b       .L28
.L38:
	cmplwi  r16,7
	ble     .L39
	ld      r4,80(r1)
	clrldi  r5,r8,32
	addi    r3,r1,128
	mr      r31,r26
	mr      r26,r12
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r6,r3
	mr      r7,r4
	ld      r4,48(r1)
	mr      r5,r29
	mr      r3,r27
	mulhdu  r8,r6,r21
	mulld   r6,r6,r21
	clrldi  r7,r7,32
	addc    r6,r6,r7
	addze.  r7,r8
	cmpldi  cr1,r7,0
	crnor   4*cr5+lt,eq,4*cr1+eq
	cmpldi  r6,1999
	blt     cr5,.L42
	mr      r12,r26
	crand   4*cr5+lt,4*cr1+eq,gt
	blt     cr5,.L42
.L39:
	blt     cr2,.L40
	clrldi  r5,r14,32
	addi    r3,r1,128
	mr      r4,r12
	bl      <<std::time::Instant>::duration_since+0x8>
	nop
	mr      r6,r3
	mr      r7,r4
	ld      r4,48(r1)
	mr      r5,r29
	mr      r3,r27
	mulhdu  r8,r6,r21
	mulld   r6,r6,r21
	clrldi  r7,r7,32
	addc    r6,r6,r7
	addze.  r7,r8
	cmpldi  cr1,r6,4000
	crand   4*cr5+lt,eq,4*cr1+lt
	blt     cr5,.L28
.L40:
	stw     r19,56(r1)
	b       .L28
.L41:
	lwz     r6,60(r1)
	li      r7,2
	mr      r31,r26
	cmplwi  r6,3
	bge     .L42
	addi    r6,r6,1
	stw     r7,56(r1)
	stw     r6,60(r1)
	b       .L28
.L42:
	mr      r26,r4
	std     r3,40(r1)
	bge     cr3,.L43
	mr      r2,r2
.L43:
	ld      r6,32(r1)
	beq     cr2,.L47
	mr      r29,r5
	bl      <<std::time::Instant>::now+0x8>
	nop
	cmpd    r3,r26
	mr      r5,r29
	bne     .L44
	cmplw   r4,r5
.L44:
	ld      r6,32(r1)
	blt     .L47
	li      r6,0
	bns     cr2,.L56
	rlwinm  r3,r31,0,31,29
	addi    r3,r3,-16
	and     r4,r3,r18
	isel    r8,r4,r3,4*cr2+gt
	ld      r3,40(r1)
	mr      r4,r26
.L45:
	lwarx   r7,0,r3
	cmplw   r7,r31
	bne-    .L46
	crset   4*cr5+lt
	stwcx.  r8,0,r3
	bne-    .L45
	crset   4*cr2+so
	crclr   4*cr3+lt
	bge     cr5,.L3
	b       .L56
.L46:
	crset   4*cr2+so
	crclr   4*cr3+lt
	b       .L3
.L47:
	rlwinm  r3,r31,0,31,29
	crclr   4*cr1+gt
	addi    r4,r3,16
	isel    r27,r3,r4,4*cr2+so
	srwi    r3,r31,3
	andi.   r3,r3,1
	cror    4*cr5+lt,4*cr2+gt,gt
	cror    4*cr5+lt,4*cr5+lt,4*cr3+eq
	blt     cr5,.L50
	addi    r3,r1,128
	mr      r29,r5
	std     r6,128(r1)
	stw     r28,136(r1)
	bl      <<std::time::Instant>::elapsed+0x8>
	nop
	cmpldi  r3,0
	beq     .L48
	ori     r27,r27,8
	crset   4*cr1+gt
	b       .L49
.L48:
	srwi    r3,r4,5
	cmplwi  cr1,r3,15624
	ori     r3,r27,8
	isel    r27,r3,r27,4*cr1+gt
.L49:
	mr      r5,r29
.L50:
	cmplw   r27,r31
	ld      r3,40(r1)
	mr      r4,r26
	beq     .L53
.L51:
	lwarx   r7,0,r3
	cmplw   r7,r31
	bne-    .L52
	crset   4*cr5+lt
	stwcx.  r27,0,r3
	bne-    .L51
	bge     cr5,.L2
	b       .L53
.L52:
	b       .L2
.L53:
	cror    4*cr2+gt,4*cr2+gt,4*cr1+gt
	andi.   r6,r27,4
	crset   4*cr2+so
	bne     .L1
	mr      r29,r5
	bne     cr3,.L54
	bl      <<std::time::Instant>::now+0x8>
	nop
	std     r3,32(r1)
	mr      r28,r4
.L54:
	li      r3,2
	clrldi  r4,r27,32
	ld      r27,40(r1)
	li      r7,128
	mr      r5,r26
	mr      r6,r30
	isel    r8,r3,r19,4*cr2+gt
	mr      r3,r27
	bl      <hintlock::futex::linux::wait+0x8>
	nop
	li      r5,6
	stw     r24,56(r1)
	stw     r22,72(r1)
	mr      r3,r27
	stw     r22,88(r1)
	stw     r22,104(r1)
	mr      r4,r26
	crset   4*cr2+so
	stdx    r24,r25,r5
	std     r24,0(r25)
	mr      r5,r29
	lwz     r27,0(r27)
	b       .L0
.L55:
	li      r6,1
	bge     cr3,.L56
	mr      r2,r2
.L56:
	ld      r31,280(r1)
	ld      r30,272(r1)
	ld      r29,264(r1)
	ld      r28,256(r1)
	ld      r27,248(r1)
	ld      r26,240(r1)
	ld      r25,232(r1)
	ld      r24,224(r1)
	ld      r23,216(r1)
	ld      r22,208(r1)
	ld      r21,200(r1)
	ld      r20,192(r1)
	ld      r19,184(r1)
	ld      r18,176(r1)
	ld      r17,168(r1)
	ld      r16,160(r1)
	ld      r15,152(r1)
	ld      r14,144(r1)
	mr      r3,r6
	addi    r1,r1,288
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
